// The session is asked for at once, while the code that needs it downloads; the shell's session query takes it over.
const sessionRequest = fetch('/api/user', { headers: { accept: 'application/json' } });
sessionRequest.catch(() => undefined);

// Async boundary: shared singletons are negotiated before any React code runs.
import('./bootstrap').then(({ start }) => start(sessionRequest));
