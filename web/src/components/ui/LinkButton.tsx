import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import './button.css';

export type ButtonVariant = 'filled' | 'light' | 'subtle' | 'white' | 'outline' | 'default';

interface LinkButtonProps extends Omit<LinkProps, 'className'> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  className?: string;
  leftSection?: ReactNode;
}

/** A link that looks like a button (see button.css): for reader pages' calls to action. */
export function LinkButton({
  variant = 'filled',
  size = 'sm',
  className,
  leftSection,
  children,
  ...link
}: LinkButtonProps) {
  return (
    <Link
      {...link}
      className={className ? `pauta-button ${className}` : 'pauta-button'}
      data-variant={variant}
      data-size={size}
    >
      {leftSection}
      {children}
    </Link>
  );
}
