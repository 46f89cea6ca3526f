import type { CorpusDocument } from './corpus-document';

/** Angular pages of the demo corpus (our own summaries, written for the demo). */
export const ANGULAR_DOCUMENTS: readonly CorpusDocument[] = [
  {
    id: 'angular-signals',
    title: 'Signals overview',
    url: 'https://angular.dev/guide/signals',
    tags: ['signal', 'reactivity', 'reactive', 'state'],
    body:
      'A signal is a wrapper around a value that tells interested consumers when the value changes. ' +
      'You read a signal by calling it as a function, and a writable signal is changed with set or update. ' +
      'Angular tracks where signals are read, so templates and computed values refresh only when something they used has changed. ' +
      'Signals are synchronous and always hold a current value, which makes them a good fit for component state.',
    example: {
      language: 'ts',
      code: [
        'const count = signal(0);',
        'const double = computed(() => count() * 2);',
        'count.set(2); // double() is now 4',
      ].join('\n'),
    },
  },
  {
    id: 'angular-computed',
    title: 'Computed signals',
    url: 'https://angular.dev/guide/signals#computed-signals',
    tags: ['computed', 'derived', 'memoized', 'signal'],
    body:
      'A computed signal derives its value from other signals and cannot be set directly. ' +
      'Computed values are lazy: the derivation runs the first time the value is read and again only after a dependency changes. ' +
      'The result is memoized, so reading a computed signal many times costs one calculation. ' +
      'Dependencies are dynamic, which means only the signals actually read during the last run are tracked.',
  },
  {
    id: 'angular-effects',
    title: 'Effects',
    url: 'https://angular.dev/guide/signals#effects',
    tags: ['effect', 'side effect', 'signal', 'logging'],
    body:
      'An effect is an operation that runs whenever one or more signal values it reads change. ' +
      'Effects always run at least once and are scheduled asynchronously during change detection. ' +
      'They are useful for logging, syncing to localStorage or talking to a non-reactive library. ' +
      'Avoid using effects to copy one signal into another; a computed signal or linkedSignal is usually the better tool.',
  },
  {
    id: 'angular-linked-signal',
    title: 'Dependent state with linkedSignal',
    url: 'https://angular.dev/guide/signals/linked-signal',
    tags: ['linkedSignal', 'linked', 'dependent state', 'signal', 'reset'],
    body:
      'The linkedSignal function creates a writable signal whose value is reset from a computation whenever its source changes. ' +
      'It suits state such as a selected item that should fall back to a default when the list of options changes. ' +
      'Unlike computed, a linked signal can still be set by the user between source changes. ' +
      'The computation can receive the previous value, so a selection can be kept when it still exists in the new list.',
  },
  {
    id: 'angular-resource',
    title: 'Async reactivity with resources',
    url: 'https://angular.dev/guide/signals/resource',
    tags: ['resource', 'httpResource', 'async', 'loading', 'signal'],
    body:
      'A resource brings asynchronous data into the signal graph. ' +
      'You give it a params function and a loader, and it exposes value, status, error and isLoading as signals. ' +
      'When the params change, the resource aborts the previous request through an AbortSignal and loads again. ' +
      'The httpResource helper builds a resource on top of HttpClient, so interceptors still apply.',
  },
  {
    id: 'angular-signal-inputs',
    title: 'Signal inputs',
    url: 'https://angular.dev/guide/components/inputs',
    tags: ['input', 'inputs', 'component', 'required', 'transform'],
    body:
      'The input function declares a component input whose value is read as a signal. ' +
      'Inputs can be required, can have a default value, and can transform the bound value with helpers such as booleanAttribute. ' +
      'Because an input is a signal, computed values that depend on it update automatically when the parent binds a new value. ' +
      'Signal inputs are read-only inside the component; use model when the child must write back.',
  },
  {
    id: 'angular-outputs-model',
    title: 'Outputs and model inputs',
    url: 'https://angular.dev/guide/components/outputs',
    tags: ['output', 'model', 'two-way binding', 'events', 'component'],
    body:
      'The output function declares a custom event that a component emits with emit. ' +
      'A model input combines an input and an output, so a parent can use two-way binding with the banana-in-a-box syntax. ' +
      'Writing to a model signal inside the child notifies the parent of the new value. ' +
      'Outputs do not bubble through the DOM the way native events do.',
  },
  {
    id: 'angular-control-flow',
    title: 'Built-in control flow',
    url: 'https://angular.dev/guide/templates/control-flow',
    tags: ['@if', '@for', '@switch', 'track', 'template', 'ngIf', 'ngFor'],
    body:
      'Templates use the @if, @for and @switch blocks to show content conditionally and to repeat it. ' +
      'A @for block requires a track expression, which lets Angular keep DOM nodes for items whose identity did not change. ' +
      'Tracking by a stable id is important for long lists that stream in new items. ' +
      'An @empty block can show a placeholder when the collection has no items.',
  },
  {
    id: 'angular-defer',
    title: 'Deferrable views',
    url: 'https://angular.dev/guide/templates/defer',
    tags: ['@defer', 'lazy', 'code splitting', 'bundle', 'placeholder'],
    body:
      'A @defer block loads its components, directives and pipes in a separate chunk when a trigger fires. ' +
      'Triggers include on viewport, on idle, on interaction and on timer. ' +
      'Placeholder, loading and error blocks describe what users see before and during the load. ' +
      'Deferring heavy widgets below the fold keeps the initial bundle small and improves loading performance.',
  },
  {
    id: 'angular-zoneless',
    title: 'Zoneless change detection',
    url: 'https://angular.dev/guide/zoneless',
    tags: ['zoneless', 'zone.js', 'change detection', 'provideZonelessChangeDetection'],
    body:
      'Zoneless applications run without zone.js and schedule change detection from explicit notifications. ' +
      'Signals read in templates, event listeners bound in templates and markForCheck all notify the scheduler. ' +
      'Removing zone.js makes bundles smaller, stack traces shorter and startup faster. ' +
      'Code that relied on zone.js to notice a setTimeout or a promise must update a signal instead.',
  },
  {
    id: 'angular-onpush',
    title: 'OnPush change detection',
    url: 'https://angular.dev/best-practices/skipping-subtrees',
    tags: ['OnPush', 'ChangeDetectionStrategy', 'performance', 'change detection'],
    body:
      'With the OnPush strategy Angular skips a component subtree unless an input changed by reference, an event fired in it, or a signal it reads changed. ' +
      'Immutable updates work best with OnPush because a new object reference is the change signal. ' +
      'Mutating an array in place does not mark an OnPush component for check. ' +
      'OnPush combined with signals gives fine-grained updates without manual markForCheck calls.',
  },
  {
    id: 'angular-inject',
    title: 'Dependency injection with inject',
    url: 'https://angular.dev/guide/di',
    tags: ['inject', 'dependency injection', 'DI', 'injection context', 'service'],
    body:
      'The inject function retrieves a dependency from the current injector. ' +
      'It works in an injection context, such as a constructor, a field initializer or a factory function. ' +
      'Calling inject outside an injection context throws an error that names the problem. ' +
      'Small factory functions built on inject, such as injectSomething, are a common way to share setup between components.',
  },
  {
    id: 'angular-providers',
    title: 'Providers and environment injectors',
    url: 'https://angular.dev/guide/di/dependency-injection-providers',
    tags: ['provider', 'providers', 'provideX', 'environment injector', 'InjectionToken'],
    body:
      'Providers tell an injector how to create a value for a token. ' +
      'Applications register application-wide providers in bootstrapApplication or in route definitions. ' +
      'Libraries usually expose a provideSomething function that returns environment providers, optionally extended with feature functions. ' +
      'An InjectionToken gives a typed key to values that are not classes, such as configuration objects.',
  },
  {
    id: 'angular-router-lazy',
    title: 'Lazy-loading routes',
    url: 'https://angular.dev/guide/routing/define-routes',
    tags: ['router', 'routing', 'loadComponent', 'lazy loading', 'routes'],
    body:
      'Routes map URL paths to components. ' +
      'The loadComponent and loadChildren properties load a route in a separate JavaScript chunk on first navigation. ' +
      'Lazy routes keep the initial download small for large applications. ' +
      'A route can set a title, which the router writes to the document title after navigation.',
  },
  {
    id: 'angular-route-guards',
    title: 'Route guards',
    url: 'https://angular.dev/guide/routing/route-guards',
    tags: ['guard', 'canActivate', 'canMatch', 'router', 'authentication'],
    body:
      'Guards are functions that decide whether a navigation may continue. ' +
      'A canActivate guard can return true, false or a UrlTree that redirects the user, for example to a login page. ' +
      'Guards are plain functions and can call inject to reach services. ' +
      'Client-side guards improve the experience but never replace authorization on the server.',
  },
  {
    id: 'angular-ssr-hydration',
    title: 'Server-side rendering and hydration',
    url: 'https://angular.dev/guide/ssr',
    tags: ['SSR', 'server-side rendering', 'hydration', 'prerender', 'platform'],
    body:
      'Server-side rendering produces HTML on the server so users see content before JavaScript has loaded. ' +
      'Hydration then reuses the server-rendered DOM instead of destroying and recreating it. ' +
      'Code that touches window, document or localStorage must run only in the browser, for example inside afterNextRender. ' +
      'The PendingTasks service lets the server wait for asynchronous work before it serializes the page.',
  },
  {
    id: 'angular-incremental-hydration',
    title: 'Incremental hydration',
    url: 'https://angular.dev/guide/incremental-hydration',
    tags: ['incremental hydration', 'hydrate on', '@defer', 'SSR'],
    body:
      'Incremental hydration keeps parts of a server-rendered page dehydrated until a trigger fires. ' +
      'It uses @defer blocks with hydrate triggers such as hydrate on viewport or hydrate on interaction. ' +
      'Dehydrated sections still show their server HTML, so the page looks complete while less JavaScript runs. ' +
      'Events on a dehydrated section are replayed once it hydrates.',
  },
  {
    id: 'angular-httpclient',
    title: 'Making requests with HttpClient',
    url: 'https://angular.dev/guide/http/making-requests',
    tags: ['HttpClient', 'http', 'request', 'observable', 'provideHttpClient'],
    body:
      'HttpClient sends HTTP requests and returns cold observables that start the request on subscribe. ' +
      'It is configured with provideHttpClient, which can enable the fetch backend with withFetch. ' +
      'Unsubscribing from the observable cancels the request in flight. ' +
      'Typed responses are a compile-time assumption only; validate data that crosses a trust boundary.',
  },
  {
    id: 'angular-interceptors',
    title: 'HTTP interceptors',
    url: 'https://angular.dev/guide/http/interceptors',
    tags: ['interceptor', 'interceptors', 'HttpClient', 'auth header', 'retry'],
    body:
      'Interceptors are functions that see every request made through HttpClient and may transform it or its response. ' +
      'They are registered with withInterceptors and run in the order they are listed. ' +
      'Typical uses are adding an authorization header, logging, caching and retrying failed requests. ' +
      'An interceptor can call inject to read configuration or services.',
  },
  {
    id: 'angular-reactive-forms',
    title: 'Reactive forms',
    url: 'https://angular.dev/guide/forms/reactive-forms',
    tags: ['forms', 'FormControl', 'FormGroup', 'validation', 'reactive forms'],
    body:
      'Reactive forms model a form as a tree of FormControl, FormGroup and FormArray objects created in the component class. ' +
      'Validators run on every value change and expose errors on the control. ' +
      'Typed forms infer the value type of each control from its initial value. ' +
      'Labels associated with each input keep a form usable with screen readers.',
  },
  {
    id: 'angular-testing-testbed',
    title: 'Testing components with TestBed',
    url: 'https://angular.dev/guide/testing/components-basics',
    tags: ['testing', 'TestBed', 'unit test', 'fixture', 'whenStable'],
    body:
      'TestBed creates a testing module with the providers and imports a component needs. ' +
      'A component fixture gives access to the component instance and its rendered DOM. ' +
      'In zoneless tests, await fixture.whenStable to let change detection settle before asserting. ' +
      'Querying the DOM by role and accessible name keeps tests close to what users perceive.',
  },
  {
    id: 'angular-cli-build',
    title: 'The application builder',
    url: 'https://angular.dev/tools/cli/build-system-migration',
    tags: ['build', 'esbuild', 'vite', 'CLI', 'ng serve', 'bundle'],
    body:
      'The Angular CLI builds applications with esbuild and serves them with a Vite-based development server. ' +
      'The builder supports budgets that warn when the initial bundle grows past a set size. ' +
      'A proxy configuration lets the development server forward API calls to a backend on another port. ' +
      'Production builds are minified and use content hashes in file names for long-term caching.',
  },
  {
    id: 'angular-libraries',
    title: 'Creating libraries',
    url: 'https://angular.dev/tools/libraries/creating-libraries',
    tags: ['library', 'ng-packagr', 'secondary entry point', 'APF', 'package'],
    body:
      'Angular libraries are built with ng-packagr into the Angular Package Format. ' +
      'Secondary entry points let consumers import a subset of a library, such as a testing helpers package, without pulling in the rest. ' +
      'Entry points must import each other by package name rather than by relative path. ' +
      'A public-api file lists every symbol the entry point exports.',
  },
  {
    id: 'angular-cdk-a11y',
    title: 'Accessibility utilities in the CDK',
    url: 'https://material.angular.dev/cdk/a11y/overview',
    tags: ['CDK', 'a11y', 'accessibility', 'FocusTrap', 'LiveAnnouncer', 'focus'],
    body:
      'The Component Dev Kit offers accessibility helpers such as FocusTrap, FocusMonitor and LiveAnnouncer. ' +
      'LiveAnnouncer speaks a message through an aria-live region without moving focus. ' +
      'FocusMonitor reports whether an element was focused by keyboard, mouse, touch or a script. ' +
      'These helpers are framework-aware but leave visual styling to the application.',
  },
];
