/**
 * Game sounds generated with Web Audio (oscillators and envelopes): no audio files. Off until the
 * member turns it on; the choice is remembered on this device.
 */
const KEY = 'chokdee-games-sound';
let context: AudioContext | null = null;
let enabled = localStorage.getItem(KEY) === 'on';

export const soundOn = () => enabled;

export const setSound = (on: boolean) => {
  enabled = on;
  localStorage.setItem(KEY, on ? 'on' : 'off');
  // Browsers only start audio from a gesture: this runs in the toggle's click.
  if (on) {
    context ??= new AudioContext();
    void context.resume();
  }
};

const tone = (
  frequency: number,
  start: number,
  duration: number,
  type: OscillatorType = 'sine',
  volume = 0.15,
) => {
  if (!enabled || !context) return;
  const at = context.currentTime + start;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(frequency, at);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(volume, at + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + duration);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(at);
  oscillator.stop(at + duration + 0.02);
};

export const sounds = {
  click: () => tone(880, 0, 0.06, 'triangle', 0.1),
  chip: () => {
    tone(2200, 0, 0.04, 'square', 0.05);
    tone(1600, 0.03, 0.05, 'triangle', 0.06);
  },
  spin: () => {
    for (let i = 0; i < 10; i++) tone(300 + i * 25, i * 0.08, 0.05, 'square', 0.04);
  },
  reelStop: () => tone(140, 0, 0.12, 'triangle', 0.2),
  card: () => tone(500, 0, 0.05, 'sawtooth', 0.05),
  win: (big = false) => {
    const notes = big ? [523, 659, 784, 1047, 1319, 1568] : [523, 659, 784, 1047];
    notes.forEach((note, i) => tone(note, i * 0.09, 0.25, 'triangle', 0.14));
  },
  lose: () => tone(220, 0, 0.2, 'sine', 0.08),
  error: () => {
    tone(200, 0, 0.15, 'square', 0.06);
    tone(150, 0.15, 0.2, 'square', 0.06);
  },
};
