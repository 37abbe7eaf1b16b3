// The validation messages every contract shares. Plain values: importing them pulls in no schema library.

export const lengthMessages = {
  min: (n: number) => `must be at least ${n} characters`,
  max: (n: number) => `must not exceed ${n} characters`,
};

export const REQUIRED_MESSAGE = 'is required';
export const VALID_EMAIL_MESSAGE = 'must be a valid email';
export const VALID_URL_MESSAGE = 'must be a valid url';
