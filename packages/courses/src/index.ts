export * from './course'
