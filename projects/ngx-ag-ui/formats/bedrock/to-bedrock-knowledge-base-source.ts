import type { CitationKind, CitationSourceFields } from 'ngx-ag-ui/core';
import { firstString, isRecord } from 'ngx-ag-ui/core';

type Fields = Readonly<Record<string, unknown>>;

/** Location members in URL priority order, with the key of their URL and the source kind. */
const URL_LOCATIONS = [
  ['s3Location', 'uri', 'document'],
  ['webLocation', 'url', 'web'],
  ['confluenceLocation', 'url', 'document'],
  ['salesforceLocation', 'url', 'record'],
  ['sharePointLocation', 'url', 'document'],
  ['kendraDocumentLocation', 'uri', 'document'],
] as const;

/**
 * The source fields of one retrieved reference: the URL is the first of `s3Location.uri`,
 * `webLocation.url`, `confluenceLocation.url`, `salesforceLocation.url`, `sharePointLocation.url`
 * and `kendraDocumentLocation.uri` (else the `x-amz-bedrock-kb-source-uri` metadata);
 * `customDocumentLocation.id` is the record id; the snippet is `content.text`; the metadata goes
 * to `extra`. `s3://` URIs are kept as `url` but never get an `href`.
 */
export function toBedrockKnowledgeBaseSource(reference: Fields): CitationSourceFields {
  const location = isRecord(reference['location']) ? reference['location'] : {};
  const metadata = isRecord(reference['metadata']) ? reference['metadata'] : undefined;
  const content = isRecord(reference['content']) ? reference['content'] : {};

  let url: string | undefined;
  let kind: CitationKind = 'unknown';
  for (const [member, key, memberKind] of URL_LOCATIONS) {
    const value = location[member];
    url = isRecord(value) ? firstString(value[key]) : undefined;
    if (url !== undefined) {
      kind = memberKind;
      break;
    }
  }
  url ??= firstString(metadata?.['x-amz-bedrock-kb-source-uri']);
  const custom = location['customDocumentLocation'];
  const recordId = isRecord(custom) ? firstString(custom['id']) : undefined;
  if (kind === 'unknown' && recordId !== undefined) kind = 'record';

  return {
    kind,
    title: firstString(metadata?.['title']),
    url,
    snippet: firstString(content['text']),
    recordId,
    identity: recordId ?? firstString(metadata?.['x-amz-bedrock-kb-chunk-id']),
    providerType: firstString(location['type']),
    ...(metadata && Object.keys(metadata).length > 0 ? { extra: metadata } : {}),
  };
}
