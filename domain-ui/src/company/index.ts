// A company as every app shows it: its own profile, another company's page.
export { CompanyIdentity, type CompanyIdentityProps } from './company-identity';
export { CompanyAbout } from './company-about';
