export { formatParams, translateApiError } from '../../lib/api-messages.ts';
export { BirthDateInput, NewPinFields, SubmitButton, UserNameInput } from './fields.tsx';
export { fieldProps, notifySuccessOnNextPage, PinField, showServerError } from './form-kit.tsx';
export { translateMessage } from './messages.ts';
export { confirmPin, issuesToFormErrors, zodValidate } from './zod-form.ts';
export { lazyValidation, loadAccountSchemas } from './lazy-validation.ts';
