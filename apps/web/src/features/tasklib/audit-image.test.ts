import * as contract from '@app/shared/tasklib/task-contracts';
import { describe, expect, it } from 'vitest';
import { AUDIT_IMAGE_MAX_BYTES, AUDIT_IMAGE_TYPES, auditImageProblem, fileSizeLabel } from './audit-image';

describe('audit image checks before upload', () => {
  it('accepts the types of the contract (kept here so no schema loads with the page)', () => {
    expect([...AUDIT_IMAGE_TYPES]).toEqual([...contract.AUDIT_IMAGE_TYPES]);
  });
  it('accepts png, jpeg and webp up to the limit', () => {
    expect(auditImageProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(auditImageProblem({ type: 'image/jpeg', size: AUDIT_IMAGE_MAX_BYTES })).toBeNull();
    expect(auditImageProblem({ type: 'image/webp', size: 1 })).toBeNull();
  });
  it('refuses other types, too large and empty files', () => {
    expect(auditImageProblem({ type: 'application/pdf', size: 1000 })).toBe('type');
    expect(auditImageProblem({ type: 'image/svg+xml', size: 1000 })).toBe('type');
    expect(auditImageProblem({ type: 'image/png', size: AUDIT_IMAGE_MAX_BYTES + 1 })).toBe('size');
    expect(auditImageProblem({ type: 'image/png', size: 0 })).toBe('empty');
  });
  it('follows the limits the API announces', () => {
    expect(auditImageProblem({ type: 'image/gif', size: 10 }, { types: ['image/png'] })).toBe('type');
    expect(auditImageProblem({ type: 'image/png', size: 11 }, { maxBytes: 10 })).toBe('size');
  });
  it('labels sizes ', () => {
    expect(fileSizeLabel(AUDIT_IMAGE_MAX_BYTES)).toBe('1 MB');
    expect(fileSizeLabel(1536 * 1024)).toBe('1.5 MB');
    expect(fileSizeLabel(300 * 1024)).toBe('300 KB');
    expect(fileSizeLabel(10)).toBe('1 KB');
  });
});
