// The shared message catalogue in en-US, loaded with the en-US strings (chunk-plan-plugin.ts).
export { EN_US_MESSAGES as default } from '@portal/shared';
