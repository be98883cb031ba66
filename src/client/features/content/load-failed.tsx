/** What a content screen shows when the server could not be reached: say so and offer another try. */
export function LoadFailed({
  message = 'Az oldal betöltése nem sikerült. Kérjük, próbálja újra.',
  onRetry,
}: {
  message?: string;
  onRetry: () => void;
}) {
  return (
    <div className="container content-screen">
      <p role="alert" className="content-screen__error">
        {message}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        Újrapróbálom
      </button>
    </div>
  );
}
