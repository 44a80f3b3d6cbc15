import type { ButtonHTMLAttributes } from 'react';
import type { ButtonVariant } from './LinkButton';
import './button.css';

interface ActionButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  variant?: ButtonVariant;
}

/** A plain <button> in the reader pages' button style (see button.css); type="button" by default. */
export function ActionButton({ variant = 'filled', type = 'button', children, ...button }: ActionButtonProps) {
  return (
    <button {...button} type={type} className="pauta-button" data-variant={variant}>
      {children}
    </button>
  );
}
