import { FeaturedCourses } from './components/FeaturedCourses'
import { Hero } from './components/Hero'
import { Stats } from './components/Stats'
import { Testimonials } from './components/Testimonials'
import { WhyChoose } from './components/WhyChoose'
import { Island } from '../../islands/Island'

export function HomePage() {
  return (
    <>
      <Hero />
      <WhyChoose />
      <FeaturedCourses />
      <Island name="stats" component={Stats} />
      <Island name="testimonials" component={Testimonials} />
    </>
  )
}
