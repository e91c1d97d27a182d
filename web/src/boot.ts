/**
 * The entry of a page the gateway drew as HTML (decision 0904): the app's code is fetched only
 * once that page has painted, so it never competes with the page's styles and first images for a
 * phone's bandwidth, and nothing the page needs to be seen waits for it. The modules the app will
 * need there are named by `<meta name="shop-module">` tags and fetched together; they are then
 * run in three steps (React, the GraphQL client, the app) with the browser free in between, so a
 * tap or a frame never waits for all of them at once.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  const hints = document.createDocumentFragment();
  for (const hint of document.querySelectorAll<HTMLMetaElement>('meta[name="shop-module"]')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = hint.content;
    hints.append(link);
  }
  document.head.append(hints);
  await import('react-dom/client');
  await nextTask();
  await import('./lib/apollo/client');
  await nextTask();
  await import('./main');
}

// After the next frame, the drawn page's first. Never on a timer: a page whose first frame comes
// late would otherwise start fetching before it has painted. A tab opened in the background paints
// no frames, and starts when it is shown.
// If the code cannot be fetched (the network dropped), the drawn page stops being inert: its links
// are real links and still lead on, as full page loads.
requestAnimationFrame(() => setTimeout(() => start().catch(() => document.querySelector('[data-first-screen]')?.removeAttribute('inert')), 0));
