import type { AblyCitationsPayload } from 'ngx-ag-ui/formats';

const serial = '01747403845123-000@cbfkKvEYgBhDaZ38195418';

/**
 * Ably AI Transport: a response message, the `citations:multiple.v1` annotation events received
 * on the channel (in the three `data` spellings of Ably's guides, with a 🔭 before the later
 * offsets, plus events for another message and another type that are ignored) and the message's
 * annotation summary, whose `esa.int` entry has no individual event (a summary-only source).
 *
 * @example
 * const cited = fromAblyAnnotations(ablySample);
 */
export const ablySample: AblyCitationsPayload = {
  message: {
    serial,
    text:
      'The James Webb Space Telescope launched on 25 December 2021. 🔭 It orbits the Sun near ' +
      'the L2 point, about 1.5 million km from Earth. Its primary mirror is 6.5 m across, made ' +
      'of 18 gold-coated segments.',
  },
  annotations: [
    {
      action: 'annotation.create',
      clientId: 'research-agent',
      type: 'citations:multiple.v1',
      messageSerial: serial,
      name: 'en.wikipedia.org',
      data: {
        url: 'https://en.wikipedia.org/wiki/James_Webb_Space_Telescope#Launch',
        title: 'James Webb Space Telescope - Wikipedia',
        startOffset: 0,
        endOffset: 60,
        snippet: 'JWST was launched on 25 December 2021 on an Ariane 5 rocket from Kourou.',
      },
    },
    {
      action: 'annotation.create',
      clientId: 'research-agent',
      type: 'citations:multiple.v1',
      messageSerial: serial,
      name: 'science.nasa.gov',
      data: {
        url: 'https://science.nasa.gov/mission/webb/orbit/',
        title: "Webb's Orbit",
        startIndex: 64,
        endIndex: 133,
        citedText:
          'Webb orbits the Sun 1.5 million kilometers away from the Earth at the second Lagrange point.',
      },
    },
    {
      action: 'annotation.create',
      clientId: 'fact-checker',
      type: 'citations:multiple.v1',
      messageSerial: serial,
      name: 'en.wikipedia.org',
      data: {
        url: 'https://en.wikipedia.org/wiki/James_Webb_Space_Telescope#Mirror',
        start_index: 134,
        end_index: 202,
        cited_text:
          'The primary mirror is a 6.5-meter-diameter gold-coated beryllium reflector made of 18 hexagonal segments.',
      },
    },
    {
      action: 'annotation.create',
      clientId: 'research-agent',
      type: 'citations:multiple.v1',
      messageSerial: '01747403799001-000@cbfkKvEYgBhDaZ38195418',
      name: 'hubblesite.org',
      data: { url: 'https://hubblesite.org/', startOffset: 0, endOffset: 10 },
    },
    {
      action: 'annotation.create',
      clientId: 'reader-7',
      type: 'reactions:distinct.v1',
      messageSerial: serial,
      name: '👍',
    },
  ],
  summary: {
    'citations:multiple.v1': {
      'en.wikipedia.org': {
        total: 2,
        clientIds: { 'research-agent': 1, 'fact-checker': 1 },
        totalUnidentified: 0,
        totalClientIds: 2,
        clipped: false,
      },
      'science.nasa.gov': {
        total: 1,
        clientIds: { 'research-agent': 1 },
        totalUnidentified: 0,
        totalClientIds: 1,
        clipped: false,
      },
      'esa.int': {
        total: 1,
        clientIds: { 'research-agent': 1 },
        totalUnidentified: 0,
        totalClientIds: 1,
        clipped: false,
      },
    },
  },
};
