import { formatLabel } from 'ngx-ag-ui/citations';

import type { AgUiChatLabels } from '../options/chat-labels';
import type { AttachmentProblem } from './chat-attachment';
import { formatBytes } from './format-bytes';

/** The sentence the attachments show and announce for a problem, in the app's language. */
export function describeProblem(problem: AttachmentProblem, labels: AgUiChatLabels): string {
  switch (problem.code) {
    case 'too-large':
      return formatLabel(labels.attachmentTooLarge, {
        name: problem.name,
        size: formatBytes(problem.size),
        max: formatBytes(problem.maxFileSize),
      });
    case 'wrong-type':
      return formatLabel(labels.attachmentWrongType, {
        name: problem.name,
        types: toTypeList(problem.accept),
      });
    case 'too-many':
      return formatLabel(labels.attachmentTooMany, { name: problem.name, max: problem.maxFiles });
    case 'upload-failed':
      return formatLabel(labels.attachmentUploadFailed, { name: problem.name });
    default:
      return assertNever(problem);
  }
}

/** `'text/plain,.md,image/*'` → `'text/plain, .md, image/*'`: the accept list, readable. */
export function toTypeList(accept: string): string {
  return accept
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '')
    .join(', ');
}

function assertNever(value: never): never {
  throw new Error(`ngx-ag-ui: unknown attachment problem ${JSON.stringify(value)}`);
}
