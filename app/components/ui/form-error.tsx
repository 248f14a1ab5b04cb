/**
 * The form's own error (not tied to a field), rendered in the page so it reaches
 * visitors without JavaScript and screen readers at once; with JavaScript it is also
 * the persistent notification.
 */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 font-medium text-red-900">
      {message}
    </p>
  );
}
