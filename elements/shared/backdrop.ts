/** Whether a click on a modal `<dialog>` landed on its backdrop, outside the dialog's box. */
export function isBackdropClick(dialog: HTMLDialogElement | null, event: MouseEvent): boolean {
  if (!dialog || event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}
