import { limits } from '@repo/courses'
import { PasswordField, type FieldProps } from '@repo/ui'
import { m, useLocale } from '../../i18n'

/**
 * A password the learner chooses (sign-up, reset): required, the browser offers to make one and
 * save it, and the sign-up rules are said under it.
 */
export function NewPasswordField(props: FieldProps & { label: string }) {
  const locale = useLocale()
  return (
    <PasswordField
      {...props}
      isNew
      required
      minLength={limits.passwordMinLength}
      hint={m.auth_signup_passwordHint({}, { locale })}
    />
  )
}
