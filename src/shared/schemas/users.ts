import { z } from 'zod';
import { idSchema } from './fields';
import { passwordSchema, registerInput, roleSchema } from './auth';

export const createUserInput = registerInput.extend({ userType: roleSchema.default('TEAM') });
export type CreateUserInput = z.infer<typeof createUserInput>;

export const setRoleInput = z.object({ id: idSchema, userType: roleSchema });
export const setDisabledInput = z.object({ id: idSchema, disabled: z.boolean({ error: 'disabled must be true or false' }) });
export const resetPasswordInput = z.object({ id: idSchema, password: passwordSchema });
