-- Generated platform secrets (the ALTCHA key) are read and written only by the system role.
GRANT SELECT, INSERT ON platform_secrets TO salon_system;
