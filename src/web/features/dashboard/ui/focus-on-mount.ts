// A ref callback that moves the focus to an element when it appears (a form's heading when the form opens), so
// keyboard and screen-reader users land on the form without a field being touched and validated.
export const focusOnMount = (element: HTMLElement | null) => {
  element?.focus({ preventScroll: false });
};
