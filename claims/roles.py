"""The newsroom's staff roles and the permissions each one holds.

The groups are created by a data migration; `claims.workflow` decides who may
make which move from these permissions, so the two stay in one vocabulary.
"""

FACT_CHECKERS = "Fact-checkers"
EDITORS = "Editors"

FACT_CHECKER_PERMISSIONS = [
    ("claims", "view_article"),
    ("claims", "add_claim"),
    ("claims", "change_claim"),
    ("claims", "view_claim"),
    ("claims", "take_into_review"),
    ("claims", "add_evidence"),
    ("claims", "change_evidence"),
    ("claims", "view_evidence"),
    ("claims", "view_reviewentry"),
    ("sources", "add_source"),
    ("sources", "change_source"),
    ("sources", "view_source"),
    ("sources", "add_sourcealias"),
    ("sources", "change_sourcealias"),
    ("sources", "delete_sourcealias"),
    ("sources", "view_sourcealias"),
]

EDITOR_PERMISSIONS = FACT_CHECKER_PERMISSIONS + [
    ("claims", "add_article"),
    ("claims", "change_article"),
    ("claims", "delete_claim"),
    ("claims", "delete_evidence"),
    ("claims", "set_verdict"),
]

ROLE_PERMISSIONS = {FACT_CHECKERS: FACT_CHECKER_PERMISSIONS, EDITORS: EDITOR_PERMISSIONS}
