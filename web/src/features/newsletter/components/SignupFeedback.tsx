import type { SignupState } from '../hooks/use-newsletter-signup';
import './signup-feedback.css';

/** The answer under a newsletter form: announced to screen readers as it appears. */
export function SignupFeedback({ state }: { state: SignupState }) {
  return (
    <div aria-live="polite" className="newsletter-feedback">
      {state.kind === 'done' && (
        <div role="status" className="newsletter-feedback-done">
          <strong>{state.title}</strong>
          <span>{state.message}</span>
        </div>
      )}
      {state.kind === 'error' && (
        <p role="alert" className="newsletter-feedback-error">
          {state.message}
        </p>
      )}
    </div>
  );
}
