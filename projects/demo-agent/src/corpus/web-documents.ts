import type { CorpusDocument } from './corpus-document';

/** Web platform pages of the demo corpus (our own summaries, written for the demo). */
export const WEB_DOCUMENTS: readonly CorpusDocument[] = [
  {
    id: 'mdn-fetch',
    title: 'Using the Fetch API',
    url: 'https://developer.mozilla.org/en-US/docs/Web/API/Fetch_API/Using_Fetch',
    tags: ['fetch', 'request', 'response', 'http', 'network'],
    body:
      'The fetch function starts a network request and returns a promise for a Response. ' +
      'The promise rejects only on network failure; an HTTP error status such as 404 still resolves, so check response.ok. ' +
      'The response body is a readable stream that can be consumed as text, JSON or chunk by chunk. ' +
      'Passing an AbortSignal in the options lets the caller cancel the request.',
  },
  {
    id: 'mdn-streams',
    title: 'Streams API concepts',
    url: 'https://developer.mozilla.org/en-US/docs/Web/API/Streams_API/Concepts',
    tags: ['streams', 'ReadableStream', 'TransformStream', 'backpressure', 'chunks'],
    body:
      'The Streams API processes data piece by piece as it arrives instead of waiting for the whole payload. ' +
      'A ReadableStream can be piped through TransformStream objects, such as TextDecoderStream, before it is read. ' +
      'Backpressure lets a slow consumer signal the producer to slow down. ' +
      'Reading a streamed response chunk by chunk is how browsers show text from a streaming server as it is generated.',
  },
  {
    id: 'mdn-server-sent-events',
    title: 'Using server-sent events',
    url: 'https://developer.mozilla.org/en-US/docs/Web/API/Server-sent_events/Using_server-sent_events',
    tags: ['SSE', 'server-sent events', 'EventSource', 'text/event-stream', 'streaming'],
    body:
      'Server-sent events let a server push text messages to the browser over one long-lived HTTP response. ' +
      'The response has the text/event-stream content type, and each event is a block of data lines followed by a blank line. ' +
      'The built-in EventSource only sends GET requests, so clients that need to POST a body read the stream with fetch and a parser. ' +
      'Line endings may be LF, CR or CRLF, and robust parsers accept all three.',
  },
  {
    id: 'mdn-abortcontroller',
    title: 'AbortController',
    url: 'https://developer.mozilla.org/en-US/docs/Web/API/AbortController',
    tags: ['AbortController', 'AbortSignal', 'cancel', 'abort', 'fetch'],
    body:
      'An AbortController creates an AbortSignal that can cancel fetch requests, streams and other asynchronous work. ' +
      'Calling abort rejects the pending fetch promise with an AbortError DOMException. ' +
      'The static AbortSignal.timeout method returns a signal that aborts after a given number of milliseconds. ' +
      'One signal can be shared by several operations so they stop together.',
    example: {
      language: 'ts',
      code: [
        'const controller = new AbortController();',
        "fetch('/api/answer', { signal: controller.signal });",
        'controller.abort();',
      ].join('\n'),
    },
  },
  {
    id: 'mdn-websocket',
    title: 'The WebSocket API',
    url: 'https://developer.mozilla.org/en-US/docs/Web/API/WebSockets_API',
    tags: ['WebSocket', 'realtime', 'bidirectional', 'socket'],
    body:
      'A WebSocket opens a two-way, long-lived connection between the browser and a server. ' +
      'Unlike server-sent events, both sides can send messages at any time. ' +
      'WebSockets do not reconnect automatically, so applications implement their own retry logic. ' +
      'For one-way streaming from server to client, server-sent events over plain HTTP are often simpler.',
  },
  {
    id: 'mdn-web-workers',
    title: 'Using Web Workers',
    url: 'https://developer.mozilla.org/en-US/docs/Web/API/Web_Workers_API/Using_web_workers',
    tags: ['worker', 'web worker', 'thread', 'postMessage', 'background'],
    body:
      'Web Workers run scripts in a background thread so heavy work does not block the main thread. ' +
      'Workers communicate with the page through postMessage and have no access to the DOM. ' +
      'Data passed between threads is copied with the structured clone algorithm unless it is transferred. ' +
      'Moving parsing or search work into a worker keeps input responsive.',
  },
  {
    id: 'mdn-service-workers',
    title: 'Service Worker API',
    url: 'https://developer.mozilla.org/en-US/docs/Web/API/Service_Worker_API',
    tags: ['service worker', 'offline', 'cache', 'PWA', 'progressive web app'],
    body:
      'A service worker is a script that sits between a web application and the network. ' +
      'It can intercept requests, answer them from the Cache API and make an application work offline. ' +
      'Service workers only run on secure origins and have a lifecycle of install, activate and fetch events. ' +
      'A stale service worker can serve old files, so updates need a clear strategy.',
  },
  {
    id: 'mdn-indexeddb',
    title: 'Using IndexedDB',
    url: 'https://developer.mozilla.org/en-US/docs/Web/API/IndexedDB_API/Using_IndexedDB',
    tags: ['IndexedDB', 'database', 'storage', 'offline'],
    body:
      'IndexedDB is a transactional database in the browser for large amounts of structured data. ' +
      'It stores objects by key, supports indexes and works asynchronously so it does not block rendering. ' +
      'Its event-based API is often wrapped in a small promise-based library. ' +
      'Storage is per origin and may be evicted under storage pressure unless persistence is granted.',
  },
  {
    id: 'mdn-web-storage',
    title: 'Using the Web Storage API',
    url: 'https://developer.mozilla.org/en-US/docs/Web/API/Web_Storage_API/Using_the_Web_Storage_API',
    tags: ['localStorage', 'sessionStorage', 'storage', 'settings', 'persist'],
    body:
      'The localStorage and sessionStorage objects store string key and value pairs per origin. ' +
      'Reads and writes are synchronous, so they suit small settings rather than large data. ' +
      'Access can throw when storage is disabled or full, so wrap it in error handling. ' +
      'On the server there is no localStorage at all, so rendering code must check that it runs in a browser.',
  },
  {
    id: 'mdn-structured-clone',
    title: 'The structured clone algorithm',
    url: 'https://developer.mozilla.org/en-US/docs/Web/API/Web_Workers_API/Structured_clone_algorithm',
    tags: ['structuredClone', 'deep copy', 'clone', 'immutability'],
    body:
      'The structuredClone function makes a deep copy of a value, including maps, sets, dates and cyclic references. ' +
      'Functions and DOM nodes cannot be cloned and make the call throw. ' +
      'Deep-copying a large object on every update costs time proportional to its size. ' +
      'Structural sharing, where unchanged branches are reused, avoids that cost for immutable state.',
  },
  {
    id: 'mdn-url-api',
    title: 'The URL API',
    url: 'https://developer.mozilla.org/en-US/docs/Web/API/URL_API',
    tags: ['URL', 'parse', 'URLSearchParams', 'hostname', 'canParse'],
    body:
      'The URL constructor parses an absolute URL, or a relative one against a base, following the WHATWG URL standard. ' +
      'Parsing an invalid string throws a TypeError, while URL.canParse reports validity without throwing. ' +
      'The parsed object exposes protocol, hostname, pathname and searchParams. ' +
      'Checking the protocol of a parsed URL is a reliable way to allow only http and https links.',
  },
  {
    id: 'mdn-javascript-urls',
    title: 'javascript: URLs',
    url: 'https://developer.mozilla.org/en-US/docs/Web/URI/Reference/Schemes/javascript',
    tags: ['javascript:', 'XSS', 'unsafe link', 'href', 'security', 'sanitize'],
    body:
      'A javascript: URL runs its code when a link that uses it is followed. ' +
      'Putting untrusted URLs into an href attribute therefore risks cross-site scripting. ' +
      'Browsers ignore tabs and newlines inside the scheme, so naive string checks are easy to bypass. ' +
      'Safe applications parse the URL and allow only known schemes such as https before rendering a link.',
  },
  {
    id: 'mdn-csp',
    title: 'Content Security Policy',
    url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Guides/CSP',
    tags: ['CSP', 'Content-Security-Policy', 'security', 'XSS', 'nonce'],
    body:
      'Content Security Policy is an HTTP header that restricts which scripts, styles and other resources a page may load. ' +
      'A strict policy uses nonces or hashes and blocks inline event handlers. ' +
      'It is a second line of defence against cross-site scripting, not a replacement for output encoding. ' +
      'Report-only mode lets a team see violations before enforcing a policy.',
  },
  {
    id: 'mdn-cors',
    title: 'Cross-Origin Resource Sharing',
    url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Guides/CORS',
    tags: ['CORS', 'cross-origin', 'preflight', 'Access-Control-Allow-Origin'],
    body:
      'Cross-Origin Resource Sharing lets a server allow requests from pages on other origins. ' +
      'A request with a JSON body triggers a preflight OPTIONS request that the server must approve. ' +
      'The Access-Control-Allow-Origin response header names the origins that may read the response. ' +
      'A development proxy avoids CORS entirely by serving the API from the same origin as the page.',
  },
  {
    id: 'mdn-http-caching',
    title: 'HTTP caching',
    url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Guides/Caching',
    tags: ['cache', 'Cache-Control', 'ETag', 'HTTP caching', 'max-age'],
    body:
      'HTTP caching reuses earlier responses to save network round trips. ' +
      'The Cache-Control header sets how long a response stays fresh and who may store it. ' +
      'Validators such as ETag let a client revalidate a stale response cheaply. ' +
      'Streaming API responses are usually marked no-cache so every request reaches the server.',
  },
  {
    id: 'mdn-aria-live',
    title: 'ARIA live regions',
    url: 'https://developer.mozilla.org/en-US/docs/Web/Accessibility/ARIA/Guides/Live_regions',
    tags: ['aria-live', 'live region', 'screen reader', 'status', 'accessibility', 'a11y'],
    body:
      'A live region is an element whose changes screen readers announce without moving focus. ' +
      'The status role is a polite live region suited to progress messages such as a streaming indicator. ' +
      'Announcing every streamed token overwhelms users, so announce a finished message once instead. ' +
      'The live region should exist in the page before its content changes.',
  },
  {
    id: 'mdn-dialog',
    title: 'The dialog element',
    url: 'https://developer.mozilla.org/en-US/docs/Web/HTML/Reference/Elements/dialog',
    tags: ['dialog', 'modal', 'showModal', 'popup', 'Escape'],
    body:
      'The dialog element represents a modal or non-modal dialog box. ' +
      'Calling showModal makes the rest of the page inert and closes the dialog on the Escape key. ' +
      'Focus moves into the dialog when it opens and should return to the opener when it closes. ' +
      'A non-modal dialog opened with show leaves the rest of the page interactive.',
  },
  {
    id: 'mdn-popover',
    title: 'The Popover API',
    url: 'https://developer.mozilla.org/en-US/docs/Web/API/Popover_API',
    tags: ['popover', 'popovertarget', 'top layer', 'tooltip', 'hover card'],
    body:
      'The popover attribute turns any element into a popover that the browser shows in the top layer. ' +
      'Auto popovers close when the user presses Escape or clicks outside them. ' +
      'A button with popovertarget toggles a popover without any JavaScript. ' +
      'Popovers that contain links should not use the tooltip role, because keyboard users must be able to reach them.',
  },
  {
    id: 'mdn-details-summary',
    title: 'The details disclosure element',
    url: 'https://developer.mozilla.org/en-US/docs/Web/HTML/Reference/Elements/details',
    tags: ['details', 'summary', 'disclosure', 'collapsible', 'accordion'],
    body:
      'The details element creates a disclosure widget whose content is shown when it is open. ' +
      'Its summary child is the always-visible label that toggles it by mouse or keyboard. ' +
      'Browsers expose the open state to assistive technology without extra ARIA. ' +
      'Elements that share a name attribute behave as an exclusive accordion.',
  },
  {
    id: 'mdn-prefers-color-scheme',
    title: 'prefers-color-scheme',
    url: 'https://developer.mozilla.org/en-US/docs/Web/CSS/@media/prefers-color-scheme',
    tags: ['dark mode', 'light mode', 'theme', 'color scheme', 'media query'],
    body:
      'The prefers-color-scheme media feature reports whether the user asked for a light or a dark theme. ' +
      'Declaring color-scheme on the root lets form controls and scrollbars follow the theme too. ' +
      'CSS custom properties make it easy to swap a palette inside one media query. ' +
      'Both themes need enough contrast between text and background.',
  },
  {
    id: 'mdn-custom-properties',
    title: 'Using CSS custom properties',
    url: 'https://developer.mozilla.org/en-US/docs/Web/CSS/Guides/Cascading_variables/Using_custom_properties',
    tags: ['CSS variables', 'custom properties', 'var()', 'theming', 'tokens'],
    body:
      'Custom properties are CSS variables declared with two leading dashes and read with the var function. ' +
      'They inherit, so a value set on a parent element themes every descendant. ' +
      'A var call can name a fallback that applies when the property is not set. ' +
      'Component libraries expose custom properties as a stable theming interface.',
  },
  {
    id: 'mdn-container-queries',
    title: 'CSS container queries',
    url: 'https://developer.mozilla.org/en-US/docs/Web/CSS/Guides/Containment/Container_queries',
    tags: ['container queries', '@container', 'responsive', 'layout'],
    body:
      'Container queries style an element according to the size of its container rather than the viewport. ' +
      'An ancestor becomes a query container with the container-type property. ' +
      'Components that respond to their own space can be reused in sidebars and wide layouts alike. ' +
      'Container query units such as cqi size things relative to the container.',
  },
  {
    id: 'mdn-has-selector',
    title: 'The :has() pseudo-class',
    url: 'https://developer.mozilla.org/en-US/docs/Web/CSS/:has',
    tags: [':has', 'parent selector', 'CSS selectors'],
    body:
      'The :has pseudo-class matches an element when one of the selectors passed to it matches relative to that element. ' +
      'It is often called the parent selector because it can style a parent based on its children. ' +
      'A form field wrapper can highlight itself when its input is invalid. ' +
      'Complex :has selectors can be costly, so keep them targeted.',
  },
  {
    id: 'mdn-view-transitions',
    title: 'View Transition API',
    url: 'https://developer.mozilla.org/en-US/docs/Web/API/View_Transition_API',
    tags: ['view transitions', 'animation', 'startViewTransition', 'navigation'],
    body:
      'The View Transition API animates between two states of a page by snapshotting the old and new views. ' +
      'Single-page applications start one with document.startViewTransition around a DOM update. ' +
      'Named elements can morph from their old position to their new one. ' +
      'Respect prefers-reduced-motion by shortening or skipping the animation.',
  },
  {
    id: 'webdev-inp',
    title: 'Interaction to Next Paint',
    url: 'https://web.dev/articles/inp',
    tags: ['INP', 'Core Web Vitals', 'responsiveness', 'long tasks', 'performance'],
    body:
      'Interaction to Next Paint measures how quickly a page responds to clicks, taps and key presses. ' +
      'A good score is 200 milliseconds or less for most interactions. ' +
      'Long tasks on the main thread delay the next paint, so break work up and yield to the browser. ' +
      'Rendering a long list again on every streamed token is a common cause of poor responsiveness.',
  },
  {
    id: 'webdev-lcp',
    title: 'Largest Contentful Paint',
    url: 'https://web.dev/articles/lcp',
    tags: ['LCP', 'Core Web Vitals', 'loading', 'performance'],
    body:
      'Largest Contentful Paint reports when the biggest image or text block in the viewport finished rendering. ' +
      'A good score is 2.5 seconds or less. ' +
      'Slow server responses, render-blocking resources and large images are the usual causes of a poor score. ' +
      'Server-side rendering can improve it by sending meaningful HTML first.',
  },
  {
    id: 'webdev-cls',
    title: 'Cumulative Layout Shift',
    url: 'https://web.dev/articles/cls',
    tags: ['CLS', 'Core Web Vitals', 'layout shift', 'stability'],
    body:
      'Cumulative Layout Shift measures how much visible content moves unexpectedly while a page is in use. ' +
      'A good score is 0.1 or less. ' +
      'Reserve space for images, embeds and late content so the layout stays stable. ' +
      'Content that streams in below the reading position should not push the text a user is reading.',
  },
  {
    id: 'webdev-lazy-images',
    title: 'Browser-level image lazy loading',
    url: 'https://web.dev/articles/browser-level-image-lazy-loading',
    tags: ['lazy loading', 'loading=lazy', 'images', 'performance'],
    body:
      'The loading attribute with the value lazy defers offscreen images until the user scrolls near them. ' +
      'Images in the first viewport should load eagerly so they do not delay Largest Contentful Paint. ' +
      'Width and height attributes let the browser reserve space before the image arrives. ' +
      'Lazy loading needs no JavaScript and works in every modern browser.',
  },
  {
    id: 'webdev-target-size',
    title: 'Accessible tap targets',
    url: 'https://web.dev/articles/accessible-tap-targets',
    tags: ['target size', 'tap targets', 'touch', 'WCAG', 'accessibility', 'a11y'],
    body:
      'Small touch targets are hard to hit for people with motor impairments and for everyone on the move. ' +
      'WCAG 2.2 asks for targets of at least 24 by 24 CSS pixels or enough spacing around them. ' +
      'Padding can enlarge the hit area of a small glyph, such as a superscript citation number, without changing the text. ' +
      'Targets must also have a visible focus indicator for keyboard users.',
  },
  {
    id: 'webdev-hover-focus-content',
    title: 'Content on hover or focus',
    url: 'https://web.dev/articles/hover-and-focus-content',
    tags: ['hover card', 'tooltip', 'WCAG 1.4.13', 'Escape', 'keyboard', 'accessibility'],
    body:
      'Content that appears on hover must also appear on keyboard focus. ' +
      'WCAG asks that such content be dismissible with Escape, hoverable so the pointer can move into it, and persistent until dismissed. ' +
      'Hover-only previews fail on touch screens, so a tap should open them too. ' +
      'Interactive content such as links belongs in a non-modal dialog rather than a tooltip.',
  },
  {
    id: 'webdev-rendering-patterns',
    title: 'Rendering on the web',
    url: 'https://web.dev/articles/rendering-on-the-web',
    tags: ['rendering', 'SSR', 'CSR', 'static rendering', 'hydration'],
    body:
      'Web pages can be rendered on the server, statically at build time, or on the client. ' +
      'Server rendering gives fast first paint, while client rendering gives rich interactivity after JavaScript loads. ' +
      'Hydration combines both by attaching client behaviour to server HTML. ' +
      'The right mix depends on how dynamic and how personalised the content is.',
  },
];
