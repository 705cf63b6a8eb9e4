import { HomeHero } from '../features/home/HomeHero'

export function meta() {
  return [{ title: 'Learn creative and AI skills' }]
}

export default function Home() {
  return <HomeHero />
}
