export { Button, type ButtonProps, type ButtonVariant } from './components/Button'
export {
  Field,
  EmailField,
  PhoneField,
  NameField,
  PasswordField,
  Textarea,
  Select,
  CheckboxGroup,
  type FieldProps,
  type TextareaProps,
  type SelectProps,
  type SelectOption,
  type CheckboxGroupProps,
} from './components/Field'
export { Card, type CardProps } from './components/Card'
export { Section, type SectionProps } from './components/Section'
export { Badge, type BadgeTone } from './components/Badge'
export { PriceTag, type PriceTagProps } from './components/PriceTag'
export { CourseCard, TickItem, type CourseCardProps } from './components/CourseCard'
export { Picture, type ResponsiveImage } from './components/Picture'
export { EmptyState, type EmptyStateProps } from './components/EmptyState'
export { Avatar, initials, type AvatarProps } from './components/Avatar'
export { Toaster, SWIPE_THRESHOLD_PX, type ToasterProps } from './components/Toaster'
export {
  toast,
  toastStore,
  createToastStore,
  useToasts,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  type ToastInput,
  type ToastItem,
  type ToastStore,
  type ToastVariant,
} from './components/toastStore'
export { Carousel, wrapIndex, type CarouselProps } from './components/Carousel'
export { StatCounter, counterSteps, type StatCounterProps } from './components/StatCounter'
export { Accordion, type AccordionItem } from './components/Accordion'
export {
  Header,
  isActivePath,
  type HeaderProps,
  type HeaderAccount,
  type NavItem,
} from './components/Header'
export {
  Footer,
  type FooterProps,
  type FooterSection,
  type FooterContact,
} from './components/Footer'
export { WhatsAppButton, whatsAppHref, type WhatsAppButtonProps } from './components/WhatsAppButton'
export { ThemeToggle, type Theme, type ThemeToggleProps } from './components/ThemeToggle'
export { LanguageSwitch, type LanguageSwitchProps } from './components/LanguageSwitch'
export { PlainLink, type LinkComponent } from './lib/link'
export { prefersReducedMotion, useReducedMotion } from './lib/motion'
export { useLoad, type Load } from './lib/useLoad'
export { cx } from './lib/cx'
export { createStore, type Store } from './lib/store'
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar'
export { LessonListItem, type LessonListItemProps } from './components/LessonListItem'
export {
  VideoFacade,
  videoEmbedUrl,
  videoPlayerOrigins,
  type VideoFacadeProps,
} from './components/VideoFacade'
