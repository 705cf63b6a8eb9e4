import { describe, expect, it } from 'vitest'
import { cardHighlights, courseList, courses, coursesInCategory, getCourse } from './catalogue.ts'
import { stats } from './constants.ts'
import { courseIds } from './course.ts'
import { courseSchema } from './course.schema.ts'
import { discountLabel } from './pricing.ts'

describe('the catalogue', () => {
  it('lists the three courses in order', () => {
    expect(courseList.map((c) => c.id)).toEqual([
      'creative-design',
      'web-development',
      'video-editing',
    ])
    expect(courseList.map((c) => c.id)).toEqual([...courseIds])
    expect(stats.courses.value).toBe(courseList.length)
  })

  it('has the prices, original prices and discount labels of docs/product.md#courses', () => {
    const pricing = courseList.map(({ id, title, price, originalPrice, discount }) => ({
      id,
      title,
      price,
      originalPrice,
      discount,
    }))
    expect(pricing).toEqual([
      {
        id: 'creative-design',
        title: 'Creative Design',
        price: 399,
        originalPrice: 999,
        discount: '60% OFF',
      },
      {
        id: 'web-development',
        title: 'Web Development with AI',
        price: 699,
        originalPrice: 1499,
        discount: '53% OFF',
      },
      {
        id: 'video-editing',
        title: 'Video Editing',
        price: 499,
        originalPrice: 1299,
        discount: '62% OFF',
      },
    ])
  })

  it('has the categories design, development and editing', () => {
    expect(courseList.map((c) => c.category)).toEqual(['design', 'development', 'editing'])
  })

  it.each(courseList.map((c) => [c.id, c] as const))(
    '%s parses with courseSchema unchanged',
    (_id, course) => {
      expect(courseSchema.parse(course)).toEqual(course)
    },
  )

  it.each(courseList.map((c) => [c.id, c] as const))(
    '%s is internally consistent',
    (id, course) => {
      expect(courses[id]).toBe(course)
      expect(course.discount).toBe(discountLabel(course.price, course.originalPrice))
      expect(course.thumbnail.src).toBe(`/images/courses/${id}.webp`)
      expect(course.thumbnail.alt.length).toBeGreaterThan(20)
      expect(course.features.length).toBeGreaterThanOrEqual(5)
      expect(course.highlights.length).toBeGreaterThanOrEqual(5)
      expect(course.targetAudience.length).toBeGreaterThanOrEqual(3)
      expect(course.requirements.length).toBeGreaterThanOrEqual(3)
      expect(course.curriculum.length).toBeGreaterThanOrEqual(5)
      for (const module of course.curriculum)
        expect(module.lessons.length).toBeGreaterThanOrEqual(3)
      const modules = course.curriculum.map((m) => m.module)
      expect(new Set(modules).size).toBe(modules.length)
      expect(new Set(course.highlights).size).toBe(course.highlights.length)
      expect(course.rating).toBeGreaterThanOrEqual(4)
    },
  )

  it('teaches what each course promises', () => {
    const lessons = (id: keyof typeof courses) =>
      courses[id].curriculum.flatMap((m) => [m.module, ...m.lessons]).join(' ')
    expect(lessons('creative-design')).toMatch(/Canva/)
    expect(lessons('creative-design')).toMatch(/PixelLab/)
    expect(lessons('creative-design')).toMatch(/Social Media Post/)
    expect(lessons('web-development')).toMatch(/HTML/)
    expect(lessons('web-development')).toMatch(/React/)
    expect(lessons('web-development')).toMatch(/AI Assistants/)
    expect(lessons('web-development')).toMatch(/Deploy/)
    expect(lessons('video-editing')).toMatch(/CapCut/)
    expect(lessons('video-editing')).toMatch(/VN/)
    expect(lessons('video-editing')).toMatch(/Premiere Pro/)
    expect(lessons('video-editing')).toMatch(/Reels/)
    expect(lessons('video-editing')).toMatch(/Colour/)
    expect(lessons('video-editing')).toMatch(/Sound/)
  })

  it('has one icon per course', () => {
    expect(courseList.map((c) => c.icon)).toEqual(['palette', 'code', 'video'])
  })

  it('has enough students for the home page claim of 250+', () => {
    const total = courseList.reduce((sum, c) => sum + c.students, 0)
    expect(total).toBeGreaterThanOrEqual(stats.students.value)
  })

  it('is frozen, so no page can change another page’s data', () => {
    expect(() => {
      ;(courses['creative-design'] as { price: number }).price = 1
    }).toThrow(TypeError)
    expect(() => {
      ;(courses['web-development'].highlights as string[]).push('x')
    }).toThrow(TypeError)
    expect(courses['creative-design'].price).toBe(399)
  })
})

describe('getCourse', () => {
  it('finds each course by id', () => {
    for (const id of courseIds) expect(getCourse(id)?.id).toBe(id)
  })

  it('finds the video editing course by its alias skill-pack', () => {
    expect(getCourse('skill-pack')).toBe(courses['video-editing'])
  })

  it('returns null for anything else', () => {
    for (const input of [
      '',
      'cooking',
      'Web-Development',
      ' web-development',
      'toString',
      '__proto__',
    ]) {
      expect(getCourse(input)).toBeNull()
    }
  })
})

describe('coursesInCategory', () => {
  it('filters by category, all returning everything', () => {
    expect(coursesInCategory('all')).toBe(courseList)
    expect(coursesInCategory('design').map((c) => c.id)).toEqual(['creative-design'])
    expect(coursesInCategory('development').map((c) => c.id)).toEqual(['web-development'])
    expect(coursesInCategory('editing').map((c) => c.id)).toEqual(['video-editing'])
  })
})

describe('cardHighlights', () => {
  it('shows the first 3 and counts the rest for +N more', () => {
    const course = courses['creative-design']
    const card = cardHighlights(course)
    expect(card.shown).toEqual(course.highlights.slice(0, 3))
    expect(card.shown).toHaveLength(3)
    expect(card.more).toBe(course.highlights.length - 3)
    expect(card.more).toBeGreaterThan(0)
  })

  it('never counts a negative remainder', () => {
    expect(cardHighlights(courses['video-editing'], 10)).toEqual({
      shown: courses['video-editing'].highlights,
      more: 0,
    })
  })
})
