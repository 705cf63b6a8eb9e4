export { Button, type ButtonProps, type ButtonVariant } from './components/Button'
