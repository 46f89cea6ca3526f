import { CardTriggerBehaviour, type CardTriggerHost } from './card-trigger-behaviour';

/** A marker and its card as plain nodes, and a log of what the behaviour did to them. */
function setUp(link = false) {
  const marker = document.createElement('span');
  const card = document.createElement('div');
  const outside = document.createElement('p');
  marker.append(card);
  const log: string[] = [];
  let cardFocused = false;
  const host: CardTriggerHost = {
    openDelay: 150,
    closeDelay: 300,
    isLink: () => link,
    setOpen: (open) => log.push(open ? 'open' : 'close'),
    afterOpen: (focusCard) => {
      cardFocused ||= focusCard;
      log.push(focusCard ? 'focus card' : 'place');
    },
    focusTrigger: () => {
      cardFocused = false;
      log.push('focus marker');
    },
    cardHasFocus: () => cardFocused,
    contains: (node) => marker.contains(node),
    setActive: (active) => log.push(active ? 'active' : 'inactive'),
  };
  const events = new EventTarget();
  const behaviour = new CardTriggerBehaviour(host, events);
  const pressAt = (target: Node) => {
    const event = new Event('pointerdown');
    Object.defineProperty(event, 'target', { value: target });
    events.dispatchEvent(event);
  };
  return { behaviour, log, card, outside, pressAt };
}

const ESCAPE = { key: 'Escape', altKey: false, ctrlKey: false, metaKey: false, shiftKey: false };

describe('CardTriggerBehaviour', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens after the pointer rests for the open delay, never when it only passes over', () => {
    const { behaviour, log } = setUp();
    behaviour.pointerEnter('mouse');
    jest.advanceTimersByTime(100);
    behaviour.pointerLeave('mouse');
    jest.advanceTimersByTime(1000);
    expect(behaviour.open).toBe(false);
    behaviour.pointerEnter('mouse');
    jest.advanceTimersByTime(149);
    expect(behaviour.open).toBe(false);
    jest.advanceTimersByTime(1);
    expect(behaviour.open).toBe(true);
    expect(log).toEqual(['open', 'place', 'active']);
  });

  it('closes after the close delay, unless the pointer comes back (into the card) first', () => {
    const { behaviour, log } = setUp();
    behaviour.pointerEnter('mouse');
    jest.advanceTimersByTime(150);
    behaviour.pointerLeave('mouse');
    jest.advanceTimersByTime(299);
    behaviour.pointerEnter('mouse');
    jest.advanceTimersByTime(1000);
    expect(behaviour.open).toBe(true);
    behaviour.pointerLeave('mouse');
    jest.advanceTimersByTime(300);
    expect(behaviour.open).toBe(false);
    expect(log.slice(-2)).toEqual(['close', 'inactive']);
  });

  it('ignores touch hover: a tap opens through focus and click, a second tap closes', () => {
    const { behaviour } = setUp();
    behaviour.pointerEnter('touch');
    jest.advanceTimersByTime(1000);
    expect(behaviour.open).toBe(false);
    behaviour.focusIn(null);
    expect(behaviour.open).toBe(true);
    behaviour.toggle();
    expect(behaviour.open).toBe(true);
    behaviour.toggle();
    expect(behaviour.open).toBe(false);
  });

  it('opens at once on focus, stays open while focus moves into the card, closes when it leaves', () => {
    const { behaviour, card, outside } = setUp();
    behaviour.focusIn(outside);
    expect(behaviour.open).toBe(true);
    behaviour.focusOut(card);
    expect(behaviour.open).toBe(true);
    behaviour.focusOut(outside);
    expect(behaviour.open).toBe(false);
  });

  it('stays open when focus leaves while the pointer is still on the marker', () => {
    const { behaviour, outside } = setUp();
    behaviour.focusIn(null);
    behaviour.pointerEnter('mouse');
    behaviour.focusOut(outside);
    expect(behaviour.open).toBe(true);
  });

  it('moves focus into the card on activation and back to the marker on Escape', () => {
    const { behaviour, log } = setUp();
    behaviour.toggle();
    expect(log).toEqual(['open', 'focus card', 'active']);
    expect(behaviour.keyDown({ ...ESCAPE, shiftKey: true })).toBe(false);
    expect(behaviour.keyDown({ ...ESCAPE, key: 'Enter' })).toBe(false);
    expect(behaviour.keyDown(ESCAPE)).toBe(true);
    expect(log.slice(3)).toEqual(['focus marker', 'close', 'inactive']);
    // A closed card leaves Escape to whatever is around the message.
    expect(behaviour.keyDown(ESCAPE)).toBe(false);
  });

  it('keeps a pinned card open when the pointer leaves, and returns focus when it closes', () => {
    const { behaviour, log, outside, pressAt } = setUp();
    behaviour.toggle();
    behaviour.pointerEnter('mouse');
    behaviour.pointerLeave('mouse');
    jest.advanceTimersByTime(1000);
    expect(behaviour.open).toBe(true);
    // Focus is in the card: closing it any way puts focus back on the marker.
    pressAt(outside);
    expect(behaviour.open).toBe(false);
    expect(log.slice(-3)).toEqual(['focus marker', 'close', 'inactive']);
  });

  it('closes on a pointer press outside marker and card only', () => {
    const { behaviour, card, outside, pressAt } = setUp();
    behaviour.focusIn(null);
    pressAt(card);
    expect(behaviour.open).toBe(true);
    pressAt(outside);
    expect(behaviour.open).toBe(false);
  });

  it('clears its timers and the outside listener when destroyed', () => {
    const { behaviour, outside, pressAt } = setUp();
    behaviour.focusIn(null);
    behaviour.destroy();
    pressAt(outside);
    expect(behaviour.open).toBe(true);
    const other = setUp();
    other.behaviour.pointerEnter('mouse');
    other.behaviour.destroy();
    jest.advanceTimersByTime(1000);
    expect(other.behaviour.open).toBe(false);
  });

  it('as a link, never opens and is active while hovered or focused', () => {
    const { behaviour, log } = setUp(true);
    behaviour.pointerEnter('mouse');
    behaviour.focusIn(null);
    jest.advanceTimersByTime(1000);
    behaviour.pointerLeave('mouse');
    expect(log).toEqual(['active']);
    behaviour.focusOut(null);
    expect(log).toEqual(['active', 'inactive']);
    expect(behaviour.open).toBe(false);
  });
});
