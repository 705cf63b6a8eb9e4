import { Button } from '@repo/ui'

export function HomeHero() {
  return (
    <main className="mx-auto max-w-screen-md p-4">
      <h1 className="text-2xl font-bold">Learn creative and AI skills</h1>
      <Button>Enroll Now</Button>
    </main>
  )
}
