import { InjectionToken, type Provider } from '@angular/core';

/**
 * Every piece of text the tool UI components (`<agui-tool-approval>`, `<agui-interrupt>`,
 * `<agui-tool-result-parts>`)
 * show or announce, in the app's language. Placeholders in braces (`{tool}`, `{type}`, `{n}`)
 * are filled by the components.
 */
export interface ToolUiLabels {
  /** Heading of an approval: "The agent wants to run {tool}" (the tool's name is shown bold). */
  readonly approvalHeading: string;
  /** Politely announced when an approval appears. */
  readonly approvalAnnouncement: string;
  /** Accessible name of the arguments of a call. */
  readonly arguments: string;
  /** Label of the field that edits the arguments. */
  readonly argumentsJson: string;
  /** Label of the optional reason field. */
  readonly reason: string;
  /** Text of the approve button. */
  readonly approve: string;
  /** Text of the reject button. */
  readonly reject: string;
  /** Text of the button that opens the arguments for editing. */
  readonly editArguments: string;
  /** Shown when the edited arguments are not JSON. */
  readonly invalidJson: string;
  /** Name of an audio part without a title. */
  readonly audio: string;
  /** Name of a video part without a title. */
  readonly video: string;
  /** Alt text of an image part without one. */
  readonly image: string;
  /** Name of a document part without a title or file name. */
  readonly document: string;
  /** Shown for a part of an unknown `{type}`. */
  readonly unsupportedPart: string;
  /** After the name of an image whose source is not a safe URL. */
  readonly imageNotShown: string;
  /** After the name of an audio or video part whose source is not a safe URL. */
  readonly mediaNotShown: string;
  /** After the name of a document whose source is not a safe URL. */
  readonly documentNotLinked: string;
  /** Shown when `{n}` parts past the limit are left out. */
  readonly moreParts: string;
  /** Politely announced when an interrupt asks for an answer: "{text}" is its message. */
  readonly interruptAnnouncement: string;
  /** Text of the button that sends the answer of an interrupt's form. */
  readonly interruptSubmit: string;
  /** Text of the button that cancels an interrupt (the only answer once it has expired). */
  readonly interruptCancel: string;
  /** The empty first choice of a list of options. */
  readonly interruptChoose: string;
  /** Shown beside a required field left empty. */
  readonly interruptRequired: string;
  /** Shown beside a field whose value the agent's schema does not accept. */
  readonly interruptInvalid: string;
  /** Shown when an expired interrupt is answered: "{time}" is when it expired. */
  readonly interruptExpired: string;
  /** Shown when an answer was not sent: the question changed or was answered already. */
  readonly interruptNotSent: string;
}

/** English defaults; override any of them with `provideToolUiLabels()`. */
export const DEFAULT_TOOL_UI_LABELS: ToolUiLabels = {
  approvalHeading: 'The agent wants to run {tool}',
  approvalAnnouncement: 'Approval needed: the agent wants to run {tool}.',
  arguments: 'Arguments',
  argumentsJson: 'Arguments (JSON)',
  reason: 'Reason (optional, sent to the agent if you reject)',
  approve: 'Approve',
  reject: 'Reject',
  editArguments: 'Edit arguments',
  invalidJson: 'The arguments are not valid JSON.',
  audio: 'Audio',
  video: 'Video',
  image: 'Image returned by the tool',
  document: 'Document',
  unsupportedPart: 'Unsupported part: {type}',
  imageNotShown: '(not shown: its source is not a safe URL)',
  mediaNotShown: '(not shown)',
  documentNotLinked: '(document not linked)',
  moreParts: '{n} more parts not shown',
  interruptAnnouncement: 'The agent needs your answer: {text}',
  interruptSubmit: 'Send answer',
  interruptCancel: 'Cancel',
  interruptChoose: 'Choose…',
  interruptRequired: 'This field is required.',
  interruptInvalid: 'This value is not accepted.',
  interruptExpired: 'This request expired at {time}; it can only be cancelled.',
  interruptNotSent: 'Your answer was not sent: this question was answered already or changed.',
};

/** The texts of the tool UI components; `provideToolUiLabels` sets them. */
export const AG_UI_TOOL_UI_LABELS = new InjectionToken<ToolUiLabels>('AG_UI_TOOL_UI_LABELS', {
  providedIn: 'root',
  factory: () => DEFAULT_TOOL_UI_LABELS,
});

/**
 * Sets the texts of every tool UI component below this injector; unspecified ones keep their
 * defaults.
 *
 * @example
 * providers: [provideToolUiLabels({ approve: 'Genehmigen', reject: 'Ablehnen' })]
 *
 * @param labels The texts to change.
 * @returns A provider for `AG_UI_TOOL_UI_LABELS`.
 */
export function provideToolUiLabels(labels: Partial<ToolUiLabels>): Provider {
  const defined = Object.fromEntries(
    Object.entries(labels).filter(([, text]) => text !== undefined),
  );
  return { provide: AG_UI_TOOL_UI_LABELS, useValue: { ...DEFAULT_TOOL_UI_LABELS, ...defined } };
}

/**
 * Fills the `{name}` placeholders of a label; unknown ones stay as written, so a translation
 * that drops or reorders them never throws.
 */
export function fillToolUiLabel(
  template: string,
  params: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * A label split around its `{name}` placeholder, so a template can show the value in its own
 * element (bold, a link) wherever the translation puts it.
 */
export function splitToolUiLabel(
  template: string,
  name: string,
): { readonly before: string; readonly after: string } {
  const at = template.indexOf(`{${name}}`);
  return at < 0
    ? { before: template + ' ', after: '' }
    : { before: template.slice(0, at), after: template.slice(at + name.length + 2) };
}
