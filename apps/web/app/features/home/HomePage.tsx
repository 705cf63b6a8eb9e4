import { FeaturedCourses } from './components/FeaturedCourses'
import { Hero } from './components/Hero'
import { Stats } from './components/Stats'
import { Testimonials } from './components/Testimonials'
import { WhyChoose } from './components/WhyChoose'

export function HomePage() {
  return (
    <>
      <Hero />
      <WhyChoose />
      <FeaturedCourses />
      <Stats />
      <Testimonials />
    </>
  )
}
