/**
 * Whether the last input was the keyboard rather than a finger or mouse. The test page moves focus
 * into a new question's options only for keyboard users: for a tap, a focused first option looks
 * pre-selected, which would nudge a student's answer.
 */
let keyboard = false;
let installed = false;

export function installInputModality() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('keydown', () => (keyboard = true), true);
  window.addEventListener('pointerdown', () => (keyboard = false), true);
}

export const lastInputWasKeyboard = () => keyboard;
