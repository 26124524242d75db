// The OMS dev server's tests hash passwords at a lower scrypt cost (shell-dev/oms/auth/passwords.ts),
// as the browser tests' OMS does: the oms project took 49 s with the real cost, 35 s with this.
process.env.OMS_DEV_SCRYPT_COST ??= '1024';
