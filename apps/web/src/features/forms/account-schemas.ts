// The member account forms load their schemas lazily (loadAccountSchemas) through this one module:
// importing the domain package's index dynamically would split every domain module into a chunk.
export {
  changePasswordRequest,
  forgotPasswordOtpRequest,
  forgotPasswordRequest,
  loginRequest,
  phoneNumberOtpRequest,
  setPasswordRequest,
  signupRequest,
  updatePhoneNumberRequest,
  updateUserInfoRequest,
} from '@chokdee/domain';
