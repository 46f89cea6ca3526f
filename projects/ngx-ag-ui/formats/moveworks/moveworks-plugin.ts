/**
 * What `fromMoveworksPlugin` receives (docs/citations.md §C moveworks.plugin): the assistant text
 * and the plugin's return value. Loose on purpose: every field is validated when read.
 */
export interface MoveworksPluginPayload {
  readonly text?: string;
  readonly pluginResponse?: MoveworksPluginResponse;
  readonly [key: string]: unknown;
}

/** A plugin return value: one business object under `result`, or a list under `results`. */
export interface MoveworksPluginResponse {
  readonly result?: MoveworksBusinessObject;
  readonly results?: readonly MoveworksBusinessObject[];
  readonly [key: string]: unknown;
}

/**
 * A business object: a string `id` unique within the list, an optional `friendly_id` (the anchor
 * a reader sees), and any fields of its own (title/name, url/href/source, snippet/content/excerpt,
 * label, recordId/record_id, ...).
 */
export interface MoveworksBusinessObject {
  readonly id: string;
  readonly friendly_id?: string;
  readonly [key: string]: unknown;
}
