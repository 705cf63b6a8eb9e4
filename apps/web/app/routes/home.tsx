import { HomePage } from '../features/home/HomePage'
import { messages } from '../i18n'
import { pageMeta } from '../lib/seo'

export function meta() {
  return pageMeta({ title: messages.home.title, description: messages.home.description, path: '/' })
}

export default function Home() {
  return <HomePage />
}
