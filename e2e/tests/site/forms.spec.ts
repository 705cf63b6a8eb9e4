import type { Page } from '@playwright/test'
import { urls } from '../../ports'
import { service } from '../backend'
import { expect, formService, test } from '../fixtures'

/** Fills the join-now form's required fields as Karim, choosing `course` (a course id). */
async function fillJoinNowAsKarim(page: Page, course: string) {
  await page.getByLabel('Full Name').fill('Karim Ahmed')
  await page.getByLabel('Email Address').fill('karim@example.com')
  await page.getByLabel('WhatsApp Number').fill('01712345678')
  await page.getByLabel('Select Course').selectOption(course)
}

/** Fills the contact form as Nadia: her name and email, the subject if given, the message. */
async function fillContactAsNadia(page: Page, message: string, subject?: string) {
  await page.getByLabel('Your Name').fill('Nadia Rahman')
  await page.getByLabel('Email Address').fill('nadia@example.com')
  if (subject) await page.getByLabel('Subject').fill(subject)
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(message)
}

test.describe('join-now', () => {
  test('the form rules (zod) load when the learner starts on the form, not with the page', async ({
    page,
  }) => {
    const loaded = new Set<string>()
    page.on('request', (r) => {
      if (r.resourceType() === 'script') loaded.add(r.url())
    })
    await page.goto('/join-now')
    await page.waitForLoadState('networkidle')
    const withPage = new Set(loaded)
    const rules = page.waitForRequest(
      (r) => r.resourceType() === 'script' && !withPage.has(r.url()),
    )
    await page.getByLabel('Full Name').focus()
    expect((await rules).url()).toMatch(/\/assets\/islands\/forms-[\w-]+\.js$/)
  })

  test('refuses an incomplete form with the Missing Information toast and focuses the first empty field', async ({
    page,
  }) => {
    await page.goto('/join-now')
    await page.getByLabel('Email Address').fill('someone@example.com')
    await page.getByRole('button', { name: 'Submit' }).click()
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('Missing Information')
    await expect(alert).toContainText('Please fill in all required fields.')
    await expect(page.getByLabel('Full Name')).toBeFocused()
    await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription('Enter your name.')
    await expect(page.getByLabel('Email Address')).toHaveValue('someone@example.com')
  })

  test('shows the payment methods once a course is chosen; success stores locally AND in public.leads', async ({
    page,
  }) => {
    const email = `lead-${Date.now()}@example.com`
    await page.goto('/join-now')
    await expect(page.getByLabel('Preferred Payment Method')).toHaveCount(0)
    await page.getByLabel('Full Name').fill('Karim Ahmed')
    await page.getByLabel('Email Address').fill(email)
    await page.getByLabel('WhatsApp Number').fill('+880 1712-345678')
    await page.getByLabel('Select Course').selectOption({ label: 'Advanced Video Editing' })
    const payment = page.getByLabel('Preferred Payment Method')
    await expect(payment.locator('option')).toHaveText([
      'Choose a payment method',
      'bKash',
      'Nagad',
      'Rocket',
      'Bank Transfer',
    ])
    await payment.selectOption('Nagad')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('status')).toContainText('Our Team Will Contact You Soon')
    await expect(page.getByLabel('Full Name')).toHaveValue('')

    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('skill-courses_enrollments') ?? '[]'),
    )
    expect(stored).toEqual([
      expect.objectContaining({
        name: 'Karim Ahmed',
        email,
        whatsapp: '01712345678',
        course: 'skill-pack',
        paymentMethod: 'Nagad',
        status: 'pending',
        enrollmentDate: expect.any(String),
      }),
    ])

    const { data, error } = await service
      .from('leads')
      .select('name, email, whatsapp, course_id, payment_method')
      .eq('email', email)
    expect(error).toBeNull()
    expect(data).toEqual([
      {
        name: 'Karim Ahmed',
        email,
        whatsapp: '01712345678',
        course_id: 'video-editing',
        payment_method: 'Nagad',
      },
    ])
  })

  test.describe('when the backend fails', () => {
    test.use({ allowedConsoleErrors: [/status of 503/] })
    test('a backend failure keeps everything typed, says so, and stores nothing', async ({
      page,
    }) => {
      await page.route('**/functions/v1/join-now', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
      )
      await page.goto('/join-now')
      await fillJoinNowAsKarim(page, 'web-development')
      await page.getByRole('button', { name: 'Submit' }).click()
      await expect(page.getByRole('alert')).toContainText('What you typed is still here')
      await expect(page.getByLabel('Full Name')).toHaveValue('Karim Ahmed')
      await expect(page.getByLabel('Email Address')).toHaveValue('karim@example.com')
      await expect(page.getByLabel('Select Course')).toHaveValue('web-development')
      expect(
        await page.evaluate(() => localStorage.getItem('skill-courses_enrollments')),
      ).toBeNull()
    })
  })

  test('offline: nothing is sent, the input stays and the page says so', async ({
    page,
    context,
  }) => {
    await page.goto('/join-now')
    await fillJoinNowAsKarim(page, 'creative-design')
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('alert')).toContainText('You are offline')
    await expect(page.getByLabel('WhatsApp Number')).toHaveValue('01712345678')
    await context.setOffline(false)
  })
})

test.describe('contact', () => {
  test('refuses a form without name, email and message', async ({ page }) => {
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('alert')).toContainText('Missing Information')
    await expect(page.getByLabel('Your Name')).toBeFocused()
    expect(await formService.requests()).toEqual([])
  })

  test('posts JSON to the form service, cannot be sent twice, and clears on success', async ({
    page,
  }) => {
    await formService.delay(1200)
    await page.goto('/contact')
    await fillContactAsNadia(page, 'When does the next web development batch start?', 'Batch dates')
    const send = page.getByRole('button', { name: /Send Message|Sending/ })
    await send.click()
    await expect(send).toBeDisabled()
    await expect(send).toHaveAttribute('aria-busy', 'true')
    await send.click({ force: true }).catch(() => {})
    await expect(page.getByRole('status')).toContainText('✅ Message Sent!')
    await expect(page.getByRole('status')).toContainText('within 24 hours')
    await expect(page.getByLabel('Your Name')).toHaveValue('')
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('')

    const requests = await formService.requests()
    expect(requests).toHaveLength(1)
    expect(requests[0]!.accept).toContain('application/json')
    expect(requests[0]!.contentType).toContain('application/json')
    expect(JSON.parse(requests[0]!.body)).toEqual({
      name: 'Nadia Rahman',
      email: 'nadia@example.com',
      subject: 'Batch dates',
      message: 'When does the next web development batch start?',
      _replyto: 'nadia@example.com',
    })
  })

  test.describe('when the form service fails', () => {
    test.use({ allowedConsoleErrors: [/status of 500/] })
    test('a failing form service shows the Submission Error and keeps what was typed', async ({
      page,
    }) => {
      await formService.fail(true)
      await page.goto('/contact')
      await fillContactAsNadia(page, 'Hello!')
      await page.getByRole('button', { name: 'Send Message' }).click()
      const alert = page.getByRole('alert')
      await expect(alert).toContainText('❌ Submission Error')
      await expect(alert).toContainText(
        'There was an error sending your message. Please try again later.',
      )
      await expect(page.getByLabel('Your Name')).toHaveValue('Nadia Rahman')
      await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
        'Hello!',
      )
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    })
  })
})

test.describe('contact without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the browser checks the required fields, then posts the form to the service itself', async ({
    page,
  }) => {
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    expect(await formService.requests()).toEqual([])
    await page.getByLabel('Your Name').fill('Nadia Rahman')
    await page.getByLabel('Email Address').fill('nadia@example.com')
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello without scripts')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(
      page.getByRole('heading', { name: 'Thanks! Your submission was received.' }),
    ).toBeVisible()
    const [request] = await formService.requests()
    const body = new URLSearchParams(request!.body)
    expect(body.get('email')).toBe('nadia@example.com')
    expect(body.get('message')).toBe('Hello without scripts')
  })
})

test.describe('free workshop form', () => {
  const fill = async (page: Page) => {
    await page.getByLabel('Full Name').fill('Sabbir Hossain')
    await page.getByLabel('WhatsApp Number').fill('01812345678')
    await page.getByLabel('Address').fill('Agrabad, Chattogram')
    await page.getByLabel('School, College or University').fill('Chittagong College')
    await page.getByRole('checkbox', { name: 'Creative Design' }).check()
    await page.getByRole('checkbox', { name: 'Video Editing' }).check()
  }

  test('is a native form post to the form service', async ({ page }) => {
    await page.goto('/form')
    const form = page.locator('form')
    await expect(form).toHaveAttribute('method', 'post')
    await expect(form).toHaveAttribute('action', urls.formEndpoint)
  })

  test('refuses missing fields and focuses the first one', async ({ page }) => {
    await page.goto('/form')
    await page.getByLabel('Full Name').fill('Sabbir Hossain')
    await page.getByRole('button', { name: 'Register for Free' }).click()
    await expect(page.getByLabel('WhatsApp Number')).toBeFocused()
    await expect(page.getByText('Choose at least one course.')).toBeVisible()
    expect(await formService.requests()).toEqual([])
  })

  test('sends the fields with courses[] and confirms', async ({ page }) => {
    await page.goto('/form')
    await fill(page)
    await page.getByRole('button', { name: 'Register for Free' }).click()
    await expect(page.getByRole('status')).toContainText('Registration Received')
    const [request] = await formService.requests()
    const body = new URLSearchParams(request!.body)
    expect(body.get('name')).toBe('Sabbir Hossain')
    expect(body.get('whatsapp')).toBe('01812345678')
    expect(body.get('address')).toBe('Agrabad, Chattogram')
    expect(body.get('institution')).toBe('Chittagong College')
    expect(body.getAll('courses[]')).toEqual(['creative-design', 'video-editing'])
    await expect(page.getByLabel('Full Name')).toHaveValue('')
  })

  test.describe('when the form service fails', () => {
    test.use({ allowedConsoleErrors: [/status of 500/] })
    test('a failure keeps everything typed', async ({ page }) => {
      await formService.fail(true)
      await page.goto('/form')
      await fill(page)
      await page.getByRole('button', { name: 'Register for Free' }).click()
      await expect(page.getByRole('alert')).toContainText('Registration Not Sent')
      await expect(page.getByLabel('Address')).toHaveValue('Agrabad, Chattogram')
      await expect(page.getByRole('checkbox', { name: 'Video Editing' })).toBeChecked()
    })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the browser posts the form itself', async ({ page }) => {
      await page.goto('/form')
      await fill(page)
      await page.getByRole('button', { name: 'Register for Free' }).click()
      await expect(
        page.getByRole('heading', { name: 'Thanks! Your submission was received.' }),
      ).toBeVisible()
      const [request] = await formService.requests()
      expect(request!.contentType).toContain('application/x-www-form-urlencoded')
      expect(new URLSearchParams(request!.body).getAll('courses[]')).toEqual([
        'creative-design',
        'video-editing',
      ])
    })
  })
})
