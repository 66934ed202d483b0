// The shared message catalogue in es-CO, loaded with the es-CO strings (chunk-plan-plugin.ts).
export { ES_CO_MESSAGES as default } from '@portal/shared';
