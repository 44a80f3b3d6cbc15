export { ActionButton } from './ActionButton';
export { LinkButton, type ButtonVariant } from './LinkButton';
export { LoadMoreButton } from './LoadMoreButton';
export { InitialsAvatar } from './InitialsAvatar';
export { Spinner } from './Spinner';
