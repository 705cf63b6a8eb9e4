/**
 * The provider's details, in ONE place: the footer, the contact page, the meta tags and
 * the sitemap read them from here. These are CONFIGURATION (plausible placeholder values
 * chosen for this project, not facts from the specification): replace them with the
 * provider's real name, address, email and numbers before launch.
 */
export const site = {
  /** CONFIG: the product's name as shown in titles and the header. */
  name: 'Skill Courses',
  /** CONFIG: the public origin, used for canonical URLs, Open Graph and the sitemap. */
  url: 'https://skillcourses.com.bd',
  /** CONFIG: contact email. */
  email: 'hello@skillcourses.com.bd',
  /** CONFIG: three phone numbers (docs/product.md#shell: the footer shows three). */
  phones: ['+880 1711-223344', '+880 1811-556677', '+880 1911-889900'],
  /** The footer's location, word for word (docs/product.md#shell). */
  location: 'Chattagram, Bangladesh',
  /** CONFIG: the map the contact page loads on request (Google Maps embed of the location). */
  mapEmbedUrl: 'https://www.google.com/maps?q=Chattogram%2C%20Bangladesh&output=embed',
  /** CONFIG: the year the copyright line starts from. */
  foundedYear: 2024,
} as const
