/*
 * The room the security check takes, as inline styles (no CSS rule for a site without a key).
 * Turnstile's flexible widget (65 px high) needs 300 px; a narrower form gets its compact one
 * (150 x 140): on the site's phone layout the form is 300 px wide from a 374 px screen, so a
 * clamp on the screen width picks the height Captcha.tsx picks by the box's width. Literal
 * strings, so a page that imports them carries no module for them.
 */

/** The widget's own box. */
export const widgetBoxHeight = 'clamp(65px, (374px - 100vw) * 1000, 140px)'

/** What a form keeps for the check while its code loads: label, widget and status line. */
export const captchaRoomHeight = 'clamp(121px, (374px - 100vw) * 1000, 196px)'
