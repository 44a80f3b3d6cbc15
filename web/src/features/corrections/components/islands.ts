// The corrections feature's island (components/island): loaded when /correcoes first hydrates it.
export { CorrectionsList } from './CorrectionsList';
