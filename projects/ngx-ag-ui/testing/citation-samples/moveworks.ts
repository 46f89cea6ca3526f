import type { MoveworksPluginPayload } from 'ngx-ag-ui/formats';

/**
 * A Moveworks plugin response: the assistant text and the plugin's `results` (business objects
 * with a string `id` and a `friendly_id` anchor). Message-level sources with no markers; the
 * business objects' own fields end up in `extra` for the card, including a 🇯🇵 office name.
 *
 * @example
 * const cited = fromMoveworksPlugin(moveworksSample);
 */
export const moveworksSample: MoveworksPluginPayload = {
  text:
    'Akiko Tanaka (田中 明子) approves laptop requests for the Tokyo office. You can start ' +
    'the request in the hardware portal; the standard models are listed in the IT catalog.',
  pluginResponse: {
    results: [
      {
        id: 'emp-004217',
        friendly_id: 'Akiko Tanaka',
        title: 'Akiko Tanaka (田中 明子)',
        department: 'IT Operations',
        role: 'Hardware approver',
        office: 'Tokyo 🇯🇵',
        email: 'akiko.tanaka@corp.example',
      },
      {
        id: 'kb-hw-0031',
        friendly_id: 'Hardware request guide',
        title: 'How to request a new laptop',
        url: 'https://portal.corp.example/it/hardware/request',
        snippet: 'Open the hardware portal, choose a standard model and submit for approval.',
        updated_at: '2025-11-04',
      },
      {
        id: 'cat-std-2025',
        friendly_id: 'IT catalog',
        name: 'Standard hardware catalog 2025',
        href: 'https://portal.corp.example/it/catalog?year=2025',
        items: 14,
      },
    ],
  },
};
