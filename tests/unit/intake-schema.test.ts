import { describe, expect, it } from 'vitest';
import { intakeFormSchema, intakeSubmissionSchema } from '../../src/shared/schemas/intake.ts';

const valid = {
  name: 'Jo Citizen',
  email: 'jo@example.com.au',
  phone: '0400 123 456',
  company: 'Harbour Care Services',
  message: 'We would like to register for supported independent living.',
};

/** The first message for each field, as the form shows it. */
function fieldErrors(input: unknown): Record<string, string> {
  const result = intakeFormSchema.safeParse(input);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('intake form schema', () => {
  it('accepts a complete message and trims the fields', () => {
    expect(intakeFormSchema.parse({ ...valid, name: '  Jo Citizen ', email: ' jo@example.com.au ' })).toEqual(
      valid,
    );
  });

  it('accepts a message without a company', () => {
    expect(intakeFormSchema.safeParse({ ...valid, company: undefined }).success).toBe(true);
    expect(intakeFormSchema.safeParse({ ...valid, company: '' }).success).toBe(true);
  });

  it('asks for each required field, also when it holds only spaces', () => {
    expect(fieldErrors({ name: ' ', email: '', phone: '', company: '', message: '   ' })).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email address',
      phone: 'Please enter your phone number',
      message: 'Please enter a message',
    });
  });

  it('rejects an email address without a valid format', () => {
    for (const email of ['jo', 'jo@', 'jo@example', 'jo example@example.com']) {
      expect(fieldErrors({ ...valid, email }).email).toBe('Please enter a valid email address');
    }
  });

  it('accepts Australian and international phone formats and rejects letters', () => {
    for (const phone of ['0400 123 456', '(02) 9123 4567', '+61 400 123 456', '1300 000 000']) {
      expect(fieldErrors({ ...valid, phone })).toEqual({});
    }
    expect(fieldErrors({ ...valid, phone: 'call me' }).phone).toBe('Please enter a valid phone number');
  });

  it('limits the length of every field', () => {
    expect(fieldErrors({ ...valid, name: 'a'.repeat(101) }).name).toMatch(/under 100 characters/);
    expect(fieldErrors({ ...valid, company: 'a'.repeat(151) }).company).toMatch(/under 150 characters/);
    expect(fieldErrors({ ...valid, message: 'a'.repeat(5001) }).message).toMatch(/under 5,000 characters/);
    expect(fieldErrors({ ...valid, email: `${'a'.repeat(250)}@example.com` }).email).toMatch(/under 254/);
  });
});

describe('intake submission schema', () => {
  it('carries the honeypot field with the form fields', () => {
    expect(intakeSubmissionSchema.parse({ ...valid, website: '' })).toEqual({ ...valid, website: '' });
    expect(intakeSubmissionSchema.parse({ ...valid, website: 'spam.example' }).website).toBe('spam.example');
  });
});
