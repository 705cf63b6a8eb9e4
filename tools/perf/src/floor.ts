// The floor page (issue 14): the fastest page this server, protocol and machine can deliver, a
// static page of under 1 KB with inline CSS and no script. Each page's LCP is budgeted as a
// ratio to the floor's LCP in the same run, so the budget does not move with the machine's load.

/** Where the server of `pnpm perf` answers with the floor page; no page of the site lives here. */
export const floorPath = '/__perf-floor'

/**
 * A heading and a paragraph, as a page's first screen has, in the phone's own font. The empty
 * icon keeps the browser from asking for /favicon.ico (a 404, logged as a console error).
 */
export const floorHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor page</title>
<link rel="icon" href="data:,">
<meta name="description" content="The fastest page this server can deliver: the baseline of pnpm perf.">
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2937;background:#fff}main{max-width:40rem;padding:2rem 1rem}h1{font-size:1.875rem;line-height:1.2;margin:0 0 1rem}</style>
</head>
<body>
<main>
<h1>Learn a skill that pays, from your phone</h1>
<p>Short courses in design, web development and video editing, taught in Chattogram and online.</p>
</main>
</body>
</html>
`
