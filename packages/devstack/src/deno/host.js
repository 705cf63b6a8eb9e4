/* global Deno */
// Runs one Edge Function under Deno as Supabase's edge runtime does: the function module calls
// Deno.serve(handler) once; we take its handler and serve it ourselves on the port the devstack
// chose (Deno.serve would otherwise listen on 8000 for every function). Plain JavaScript so it
// needs no type-checking by Deno. Environment: DEVSTACK_FUNCTION_ENTRY (file URL of index.ts),
// DEVSTACK_FUNCTION_PORT.
const realServe = Deno.serve.bind(Deno)
let handler

function takeHandler(a, b) {
  if (typeof a === 'function') handler = a
  else if (typeof b === 'function') handler = b
  else if (a && typeof a.handler === 'function') handler = a.handler
  // a stand-in server object: what functions use of it (finished, shutdown) works
  return {
    finished: new Promise(() => undefined),
    shutdown: async () => undefined,
    ref() {},
    unref() {},
  }
}

Deno.serve = takeHandler

await import(Deno.env.get('DEVSTACK_FUNCTION_ENTRY'))
if (!handler) throw new Error('The function did not call Deno.serve(handler).')

realServe(
  {
    hostname: '127.0.0.1',
    port: Number(Deno.env.get('DEVSTACK_FUNCTION_PORT')),
    onListen: () => console.log('DEVSTACK_FUNCTION_READY'),
  },
  async (req, info) => {
    try {
      return await handler(req, info)
    } catch (err) {
      // the hosted runtime logs the error and answers 500; the worker keeps serving
      console.error(err instanceof Error ? (err.stack ?? err.message) : String(err))
      return new Response(
        JSON.stringify({
          code: 'WORKER_ERROR',
          message: 'Function exited due to an error (please check logs)',
        }),
        { status: 500, headers: { 'content-type': 'application/json' } },
      )
    }
  },
)
