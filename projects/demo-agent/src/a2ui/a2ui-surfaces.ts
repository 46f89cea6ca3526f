/**
 * The A2UI surfaces the demo agent draws, as the arguments of its `render_a2ui` tool call
 * (`surfaceId`, flat v0.9 `components`, initial `data`): `@ag-ui/a2ui-middleware` turns them
 * into `a2ui-surface` activities. Component props use the v0.9 basic catalog's spelling.
 */

/** The arguments of one `render_a2ui` call. */
export interface RenderA2uiArgs {
  readonly surfaceId: string;
  readonly components: readonly Record<string, unknown>[];
  readonly data: Record<string, unknown>;
}

/** A topic a follow-up can be booked on: the question the agent researches for it. */
export interface FollowUpTopic {
  readonly value: string;
  readonly label: string;
  readonly question: string;
}

/** The topics of the booking form, in the order it lists them. */
export const FOLLOW_UP_TOPICS: readonly FollowUpTopic[] = [
  { value: 'signals', label: 'Angular signals', question: 'How do Angular signals work?' },
  {
    value: 'streaming',
    label: 'Server-sent events',
    question: 'How do server-sent events stream updates?',
  },
  {
    value: 'vitals',
    label: 'Core Web Vitals',
    question: 'What is Interaction to Next Paint?',
  },
];

/** One option of the comparison card: the question its "Tell me more" button researches. */
export interface ComparedOption {
  readonly value: string;
  readonly title: string;
  /** Ends with a `[^id]` marker citing `source`. */
  readonly summary: string;
  readonly question: string;
  /** The corpus page the summary cites. */
  readonly source: string;
}

/** The two options the comparison card shows. */
export const COMPARED_OPTIONS: readonly ComparedOption[] = [
  {
    value: 'sse',
    title: 'Server-sent events',
    summary:
      'One-way stream from server to browser over plain HTTP, reconnects on its own.[^mdn-server-sent-events]',
    question: 'How do server-sent events stream updates?',
    source: 'mdn-server-sent-events',
  },
  {
    value: 'websocket',
    title: 'WebSockets',
    summary:
      'Two-way messages over one long-lived connection, for chat-like traffic.[^mdn-websocket]',
    question: 'How does the WebSocket API send messages?',
    source: 'mdn-websocket',
  },
];

/** Action name of the booking form's Submit button. */
export const BOOK_ACTION = 'book_follow_up';
/** Action name of the comparison card's "Tell me more" buttons. */
export const MORE_ACTION = 'tell_me_more';

const text = (id: string, value: string, variant?: string) => ({
  id,
  component: 'Text',
  text: value,
  ...(variant ? { variant } : {}),
});

/**
 * The booking form: a required name, a date, a topic (radio buttons) and a Submit button whose
 * action carries the three values. Submit stays disabled, saying why, until a name is typed.
 */
export function bookingForm(surfaceId: string): RenderA2uiArgs {
  const nameRequired = {
    condition: { call: 'required', args: { value: { path: '/booking/name' } } },
    message: 'Enter your name to book.',
  };
  return {
    surfaceId,
    components: [
      { id: 'root', component: 'Card', child: 'form' },
      {
        id: 'form',
        component: 'Column',
        children: ['title', 'name', 'date', 'topic', 'submit'],
      },
      text('title', 'Book a follow-up', 'h3'),
      {
        id: 'name',
        component: 'TextField',
        label: 'Your name',
        value: { path: '/booking/name' },
        checks: [nameRequired],
      },
      {
        id: 'date',
        component: 'DateTimeInput',
        label: 'Date',
        value: { path: '/booking/date' },
        enableDate: true,
      },
      {
        id: 'topic',
        component: 'ChoicePicker',
        label: 'Topic',
        variant: 'mutuallyExclusive',
        value: { path: '/booking/topic' },
        options: FOLLOW_UP_TOPICS.map(({ value, label }) => ({ value, label })),
      },
      {
        id: 'submit',
        component: 'Button',
        child: 'submit-label',
        variant: 'primary',
        checks: [nameRequired],
        action: {
          event: {
            name: BOOK_ACTION,
            context: {
              name: { path: '/booking/name' },
              date: { path: '/booking/date' },
              topic: { path: '/booking/topic' },
            },
          },
        },
      },
      text('submit-label', 'Submit'),
    ],
    data: { booking: { name: '', date: '', topic: [] } },
  };
}

/** The comparison card: each option with its summary and a "Tell me more" button. */
export function comparisonCard(surfaceId: string): RenderA2uiArgs {
  const columns = COMPARED_OPTIONS.flatMap((option) => [
    { id: `${option.value}-card`, component: 'Card', child: `${option.value}-column` },
    {
      id: `${option.value}-column`,
      component: 'Column',
      children: [`${option.value}-title`, `${option.value}-summary`, `${option.value}-more`],
    },
    text(`${option.value}-title`, option.title, 'h4'),
    text(`${option.value}-summary`, option.summary),
    {
      id: `${option.value}-more`,
      component: 'Button',
      child: `${option.value}-more-label`,
      action: { event: { name: MORE_ACTION, context: { option: option.value } } },
    },
    // Two buttons read "Tell me more": the option's name keeps each one distinct for a
    // screen reader listing the page's buttons.
    text(`${option.value}-more-label`, `Tell me more about ${option.title}`),
  ]);
  return {
    surfaceId,
    components: [
      { id: 'root', component: 'Column', children: ['heading', 'options'] },
      text('heading', 'Server-sent events or WebSockets?', 'h3'),
      {
        id: 'options',
        component: 'Row',
        children: COMPARED_OPTIONS.map((option) => `${option.value}-card`),
      },
      ...columns,
    ],
    data: {},
  };
}
