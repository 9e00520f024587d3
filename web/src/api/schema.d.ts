// Generated from the gateway OpenAPI document by `npm run api:types`
// (gateway/test/integration/api-types.test.ts). Do not edit by hand.

export interface paths {
    "/api/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's most recent activities (verification, transaction, alert), newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: date-time */
                                date: string;
                                description: string;
                                id: string;
                                relatedId: string | null;
                                /** @enum {string} */
                                status: "completed" | "pending" | "failed";
                                title: string;
                                /** @enum {string} */
                                type: "verification" | "transaction" | "alert";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts awaiting review (pending) or refused (rejected), oldest first */
        get: {
            parameters: {
                query?: {
                    status?: "pending" | "rejected";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accounts: {
                                businessName: string;
                                /** Format: date-time */
                                createdAt: string;
                                email: string;
                                emailVerified: boolean;
                                id: string;
                                rejectionReason: string | null;
                                /** @enum {string} */
                                status: "pending" | "rejected" | "demo" | "approved";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts/{accountId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve an account: full access, out of demo mode */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    accountId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account: {
                                businessName: string;
                                /** Format: date-time */
                                createdAt: string;
                                email: string;
                                emailVerified: boolean;
                                id: string;
                                rejectionReason: string | null;
                                /** @enum {string} */
                                status: "pending" | "rejected" | "demo" | "approved";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts/{accountId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject an account, with the reason shown to the person */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    accountId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account: {
                                businessName: string;
                                /** Format: date-time */
                                createdAt: string;
                                email: string;
                                emailVerified: boolean;
                                id: string;
                                rejectionReason: string | null;
                                /** @enum {string} */
                                status: "pending" | "rejected" | "demo" | "approved";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/organisations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 200 newest organisations with their member count and plan */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            organisations: {
                                aiPremium: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                id: string;
                                memberCount: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/organisations/{organisationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change an organisation's plan: premium means unlimited AI assistant questions */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    organisationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aiPremium: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            organisation: {
                                aiPremium: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                id: string;
                                memberCount: number;
                                name: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/ai/conversation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The person's conversation with the assistant (oldest first) and their questions left today */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            configured: boolean;
                            dailyLimit: number | null;
                            messages: {
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                id: string;
                                /** @enum {string} */
                                role: "user" | "assistant";
                                /** @enum {string} */
                                status: "pending" | "answered" | "failed";
                            }[];
                            premium: boolean;
                            remainingToday: number | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Start a new conversation (the questions already asked today still count) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the assistant: counts one of the day’s free questions, waits for the reply (also pushed as `ai:answered`) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            question: {
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                id: string;
                                /** @enum {string} */
                                role: "user" | "assistant";
                                /** @enum {string} */
                                status: "pending" | "answered" | "failed";
                            };
                            quota: {
                                configured: boolean;
                                dailyLimit: number | null;
                                premium: boolean;
                                remainingToday: number | null;
                            };
                            reply: {
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                id: string;
                                /** @enum {string} */
                                role: "user" | "assistant";
                                /** @enum {string} */
                                status: "pending" | "answered" | "failed";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's audit log, newest first, filtered and paged */
        get: {
            parameters: {
                query?: {
                    action?: string;
                    actorId?: string;
                    entityType?: string;
                    from?: string;
                    page?: number;
                    pageSize?: number;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                action: string;
                                actor: {
                                    id: string;
                                    name: string;
                                } | null;
                                /** Format: date-time */
                                at: string;
                                changes: {
                                    [key: string]: {
                                        after: unknown;
                                        before: unknown;
                                    };
                                };
                                entityId: string;
                                entityType: string;
                                id: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log as CSV, with the same filters as the list */
        get: {
            parameters: {
                query?: {
                    action?: string;
                    actorId?: string;
                    entityType?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/demo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open the read-only demo workspace (a session as the demo user) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profile: {
                                businessName: string;
                                /** @enum {string} */
                                colorScheme: "system" | "light" | "dark";
                                /** Format: date-time */
                                createdAt: string;
                                demoMode: boolean;
                                email: string;
                                fullName: string | null;
                                id: string;
                                isAdmin: boolean;
                                organisation: {
                                    id: string;
                                    name: string;
                                };
                                permissions: ("Supplier Management" | "Payment Approval" | "Team Management" | "Financial Reports" | "FX Management" | "Risk Assessment" | "Compliance Management" | "Audit Logs")[];
                                readOnly: boolean;
                                rejectionReason: string | null;
                                role: string;
                                /** @enum {string} */
                                status: "pending" | "rejected" | "demo" | "approved";
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 'Forgot password?': mails a single-use, one-hour reset link when the address has a password account; the answer is the same either way */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the verification e-mail again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the reset link’s token; ends every session of the account (then sign in) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password; sets the session cookie */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profile: {
                                businessName: string;
                                /** @enum {string} */
                                colorScheme: "system" | "light" | "dark";
                                /** Format: date-time */
                                createdAt: string;
                                demoMode: boolean;
                                email: string;
                                fullName: string | null;
                                id: string;
                                isAdmin: boolean;
                                organisation: {
                                    id: string;
                                    name: string;
                                };
                                permissions: ("Supplier Management" | "Payment Approval" | "Team Management" | "Financial Reports" | "FX Management" | "Risk Assessment" | "Compliance Management" | "Audit Logs")[];
                                readOnly: boolean;
                                rejectionReason: string | null;
                                role: string;
                                /** @enum {string} */
                                status: "pending" | "rejected" | "demo" | "approved";
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this session on the server */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account (organisation + pending profile) and send the verification e-mail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        businessName: string;
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            /** @enum {boolean} */
                            verificationSent: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The link of the verification e-mail: verifies the address, then redirects to the app */
        get: {
            parameters: {
                query?: {
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public settings of this deployment */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            auth: {
                                /** @enum {string} */
                                mode: "local";
                            } | {
                                audience: string;
                                clientId: string;
                                domain: string;
                                /** @enum {string} */
                                mode: "auth0";
                            };
                            fxStaleAfterMs: number;
                            schedulingEmbedUrl: string | null;
                            supportEmail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The risk dashboard of the signed-in member's organisation over 24h, 7d, 30d or 90d: risk tiles with their previous-period values, FX exposures, payments by status, risk metrics, recent items (cached up to 5 s) */
        get: {
            parameters: {
                query?: {
                    range?: "24h" | "7d" | "30d" | "90d";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            baseCurrency: string;
                            exposures: {
                                amountMinor: number;
                                baseAmountMinor: number;
                                currency: string;
                                hedgedPercent: number;
                                impact: {
                                    [key: string]: number;
                                };
                                rate: number | null;
                                /** @enum {string} */
                                riskLevel: "Low" | "Medium" | "High";
                                unhedgedBaseMinor: number;
                                volatilityPercent: number | null;
                            }[];
                            paymentsByStatus: {
                                buckets: {
                                    completed: number;
                                    failed: number;
                                    pending: number;
                                    /** Format: date-time */
                                    start: string;
                                }[];
                                /** @enum {string} */
                                interval: "hour" | "day" | "week";
                            };
                            previousWindow: {
                                /** Format: date-time */
                                from: string;
                                /** Format: date-time */
                                to: string;
                            };
                            /** @enum {string} */
                            range: "24h" | "7d" | "30d" | "90d";
                            /** Format: date-time */
                            ratesAsOf: string | null;
                            ratesSource: string | null;
                            recentActivities: {
                                /** Format: date-time */
                                date: string;
                                description: string;
                                id: string;
                                relatedId: string | null;
                                /** @enum {string} */
                                status: "completed" | "pending" | "failed";
                                title: string;
                                /** @enum {string} */
                                type: "verification" | "transaction" | "alert";
                            }[];
                            recentTransactions: {
                                amountMinor: number;
                                currency: string;
                                /** Format: date-time */
                                date: string;
                                id: string;
                                /** @enum {string} */
                                method: "Bank Transfer" | "Wire Transfer" | "ACH";
                                /** @enum {string} */
                                status: "completed" | "pending" | "failed";
                                supplierName: string;
                            }[];
                            riskMetrics: {
                                averageResponseTimeHours: number;
                                complianceScore: number;
                                /** Format: date-time */
                                computedAt: string;
                                paymentSuccessRate: number;
                                supplierVerificationRate: number;
                            } | null;
                            tiles: {
                                cashflowRisk: {
                                    explanation: string;
                                    failedShare: number;
                                    /** @enum {string} */
                                    level: "Low" | "Medium" | "High";
                                    pendingMinor: number;
                                    previous: number | null;
                                    scheduledMinor: number;
                                    settledMinor: number;
                                    /** @enum {string} */
                                    unit: "score" | "money" | "percent";
                                    value: number;
                                };
                                counterpartyRisk: {
                                    explanation: string;
                                    /** @enum {string} */
                                    level: "Low" | "Medium" | "High";
                                    previous: number | null;
                                    /** @enum {string} */
                                    unit: "score" | "money" | "percent";
                                    value: number;
                                };
                                fxRiskExposure: {
                                    explanation: string;
                                    /** @enum {string} */
                                    level: "Low" | "Medium" | "High";
                                    previous: number | null;
                                    /** @enum {string} */
                                    unit: "score" | "money" | "percent";
                                    value: number;
                                    valueAtRisk95Minor: number;
                                };
                                marketRisk: {
                                    explanation: string;
                                    /** @enum {string} */
                                    level: "Low" | "Medium" | "High";
                                    previous: number | null;
                                    /** @enum {string} */
                                    unit: "score" | "money" | "percent";
                                    value: number;
                                };
                            };
                            window: {
                                /** Format: date-time */
                                from: string;
                                /** Format: date-time */
                                to: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The demo workspace: organisation, suppliers, latest FX rates and recent transactions */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            fxRates: {
                                /** Format: date-time */
                                asOf: string;
                                base: string;
                                quote: string;
                                rate: number;
                                source: string;
                            }[];
                            organisation: {
                                id: string;
                                name: string;
                            };
                            recentTransactions: {
                                amountMinor: number;
                                currency: string;
                                /** Format: date-time */
                                date: string;
                                id: string;
                                /** @enum {string} */
                                method: "Bank Transfer" | "Wire Transfer" | "ACH";
                                /** @enum {string} */
                                status: "completed" | "pending" | "failed";
                                supplierName: string;
                            }[];
                            suppliers: {
                                byStatus: {
                                    [key: string]: number;
                                };
                                items: {
                                    category: string;
                                    id: string;
                                    location: string;
                                    name: string;
                                    /** @enum {string} */
                                    riskScore: "Low" | "Medium" | "High";
                                    /** @enum {string} */
                                    status: "verified" | "pending" | "rejected";
                                }[];
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fx/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My rate alerts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alerts: {
                                /** @enum {string} */
                                base: "USD";
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                firedAt: string | null;
                                firedRate: number | null;
                                id: string;
                                /** @enum {string} */
                                kind: "above" | "below" | "change";
                                quote: string;
                                /** @enum {string} */
                                status: "armed" | "fired";
                                threshold: number;
                                windowMinutes: number | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Set a rate alert: above or below a rate, or a percentage move within a window */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "above" | "below" | "change";
                        quote: string;
                        threshold: number;
                        windowMinutes?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alert: {
                                /** @enum {string} */
                                base: "USD";
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                firedAt: string | null;
                                firedRate: number | null;
                                id: string;
                                /** @enum {string} */
                                kind: "above" | "below" | "change";
                                quote: string;
                                /** @enum {string} */
                                status: "armed" | "fired";
                                threshold: number;
                                windowMinutes: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fx/alerts/{alertId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a rate alert */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    alertId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fx/alerts/{alertId}/rearm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Re-arm a fired alert, measured from the current rate */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    alertId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alert: {
                                /** @enum {string} */
                                base: "USD";
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                firedAt: string | null;
                                firedRate: number | null;
                                id: string;
                                /** @enum {string} */
                                kind: "above" | "below" | "change";
                                quote: string;
                                /** @enum {string} */
                                status: "armed" | "fired";
                                threshold: number;
                                windowMinutes: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fx/exposures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exposure per currency: open payables, hedges, hedged %, target and risk */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            exposures: {
                                currency: string;
                                gapPercent: number | null;
                                hedgedMinor: number;
                                hedgedPercent: number;
                                payablesMinor: number;
                                /** @enum {string} */
                                riskLevel: "Low" | "Medium" | "High";
                                targetHedgePercent: number | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fx/exposures/{currency}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One currency's exposure with its payables and hedges */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    currency: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            exposure: {
                                currency: string;
                                gapPercent: number | null;
                                hedgedMinor: number;
                                hedgedPercent: number;
                                payablesMinor: number;
                                /** @enum {string} */
                                riskLevel: "Low" | "Medium" | "High";
                                targetHedgePercent: number | null;
                            };
                            hedges: {
                                amountMinor: number;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                id: string;
                                /** @enum {string} */
                                kind: "spot" | "forward";
                                rate: number;
                                /** @enum {string} */
                                side: "buy" | "sell";
                                /** @enum {string} */
                                status: "booked" | "settled";
                                usdAmountMinor: number;
                                /** Format: date-time */
                                valueDate: string;
                            }[];
                            payables: {
                                amountMinor: number;
                                /** Format: date-time */
                                date: string;
                                id: string;
                                status: string;
                                supplierName: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fx/exposures/{currency}/target": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the share of this currency the organisation wants hedged */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    currency: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        targetHedgePercent: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            exposure: {
                                currency: string;
                                gapPercent: number | null;
                                hedgedMinor: number;
                                hedgedPercent: number;
                                payablesMinor: number;
                                /** @enum {string} */
                                riskLevel: "Low" | "Medium" | "High";
                                targetHedgePercent: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fx/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** USD/quote OHLC over 24h (minutes), 7d (hours), 30d or 90d (days) */
        get: {
            parameters: {
                query: {
                    quote: string;
                    range?: "24h" | "7d" | "30d" | "90d";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            base: "USD";
                            /** @enum {string} */
                            interval: "minute" | "hour" | "day";
                            points: {
                                close: number;
                                high: number;
                                low: number;
                                open: number;
                                /** Format: date-time */
                                t: string;
                            }[];
                            quote: string;
                            /** @enum {string} */
                            range: "24h" | "7d" | "30d" | "90d";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fx/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest tick of the FX feed (the same snapshot `fx:tick` pushes) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            asOf: string;
                            /** @enum {string} */
                            base: "USD";
                            publishedAt: number;
                            rates: {
                                [key: string]: number;
                            };
                            /** @enum {string} */
                            source: "simulated" | "frankfurter" | "seed";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fx/trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's FX trades, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            trades: {
                                amountMinor: number;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                id: string;
                                /** @enum {string} */
                                kind: "spot" | "forward";
                                rate: number;
                                /** @enum {string} */
                                side: "buy" | "sell";
                                /** @enum {string} */
                                status: "booked" | "settled";
                                usdAmountMinor: number;
                                /** Format: date-time */
                                valueDate: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Book a quoted trade on the sandbox (once per quote: a second booking is a 409) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        quoteId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            trade: {
                                amountMinor: number;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                id: string;
                                /** @enum {string} */
                                kind: "spot" | "forward";
                                rate: number;
                                /** @enum {string} */
                                side: "buy" | "sell";
                                /** @enum {string} */
                                status: "booked" | "settled";
                                usdAmountMinor: number;
                                /** Format: date-time */
                                valueDate: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fx/trades/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lock a rate from the live feed for 30 s (spot or forward) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        currency: string;
                        /** @enum {string} */
                        kind: "spot" | "forward";
                        /** @enum {string} */
                        side: "buy" | "sell";
                        /** Format: date */
                        valueDate: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amountMinor: number;
                            currency: string;
                            /** Format: date-time */
                            expiresAt: string;
                            /** @enum {string} */
                            kind: "spot" | "forward";
                            quoteId: string;
                            rate: number;
                            /** @enum {string} */
                            side: "buy" | "sell";
                            usdAmountMinor: number;
                            /** Format: date-time */
                            valueDate: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of my notifications and the unread count */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: date-time */
                                createdAt: string;
                                id: string;
                                message: string;
                                /** Format: date-time */
                                readAt: string | null;
                                title: string;
                                /** @enum {string} */
                                type: "alert" | "success" | "info";
                            }[];
                            total: number;
                            unreadCount: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark all my notifications as read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's payment methods (created with the sandbox defaults on first read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            methods: {
                                connected: boolean;
                                id: string;
                                /** @enum {string} */
                                kind: "bank_account" | "credit_card" | "digital_wallet";
                                label: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-methods/{methodId}/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Connect a payment method (the sandbox connects it at once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    methodId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            method: {
                                connected: boolean;
                                id: string;
                                /** @enum {string} */
                                kind: "bank_account" | "credit_card" | "digital_wallet";
                                label: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's payment requests, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requests: {
                                amountMinor: number;
                                /** Format: date-time */
                                createdAt: string;
                                currency: string;
                                /** Format: date-time */
                                dueDate: string | null;
                                id: string;
                                payerEmail: string;
                                payerName: string;
                                reference: string;
                                shareUrl: string;
                                /** @enum {string} */
                                status: "open" | "paid" | "cancelled";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Request Payment: a payment request with a short reference and a link to share */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        currency: string;
                        /** Format: date */
                        dueDate?: string;
                        note?: string;
                        /** Format: email */
                        payerEmail: string;
                        payerName: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            request: {
                                amountMinor: number;
                                /** Format: date-time */
                                createdAt: string;
                                currency: string;
                                /** Format: date-time */
                                dueDate: string | null;
                                id: string;
                                payerEmail: string;
                                payerName: string;
                                reference: string;
                                shareUrl: string;
                                /** @enum {string} */
                                status: "open" | "paid" | "cancelled";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recent Transactions: the organisation's payments, newest first, filtered and paged */
        get: {
            parameters: {
                query?: {
                    approval?: "not_required" | "awaiting" | "approved" | "rejected";
                    method?: "Bank Transfer" | "Wire Transfer" | "ACH";
                    page?: number;
                    pageSize?: number;
                    q?: string;
                    status?: "completed" | "pending" | "failed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                amountMinor: number;
                                approvalReasons: string[];
                                approvals: {
                                    /** Format: date-time */
                                    at: string;
                                    id: string;
                                    name: string;
                                }[];
                                approvalsRequired: number;
                                /** @enum {string} */
                                approvalStatus: "not_required" | "awaiting" | "approved" | "rejected";
                                approvedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                approversMissing: number;
                                baseAmountMinor: number | null;
                                canApprove: boolean;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                /** Format: date-time */
                                date: string;
                                events: {
                                    /** Format: date-time */
                                    at: string;
                                    by: string | null;
                                    event: string;
                                    note: string | null;
                                }[];
                                failureReason: string | null;
                                feeMinor: number | null;
                                fxRate: number | null;
                                id: string;
                                /** @enum {string} */
                                method: "Bank Transfer" | "Wire Transfer" | "ACH";
                                reference: string | null;
                                /** @enum {string} */
                                status: "completed" | "pending" | "failed";
                                supplier: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    screeningStatus: "not_screened" | "clear" | "hit" | "dismissed";
                                };
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Send Payment: 201 with the new payment; the same idempotency key again answers 200 with the same one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        currency: string;
                        idempotencyKey: string;
                        /** @enum {string} */
                        method: "Bank Transfer" | "Wire Transfer" | "ACH";
                        reference?: string;
                        supplierId: string;
                        /** Format: date */
                        valueDate: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            payment: {
                                amountMinor: number;
                                approvalReasons: string[];
                                approvals: {
                                    /** Format: date-time */
                                    at: string;
                                    id: string;
                                    name: string;
                                }[];
                                approvalsRequired: number;
                                /** @enum {string} */
                                approvalStatus: "not_required" | "awaiting" | "approved" | "rejected";
                                approvedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                approversMissing: number;
                                baseAmountMinor: number | null;
                                canApprove: boolean;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                /** Format: date-time */
                                date: string;
                                events: {
                                    /** Format: date-time */
                                    at: string;
                                    by: string | null;
                                    event: string;
                                    note: string | null;
                                }[];
                                failureReason: string | null;
                                feeMinor: number | null;
                                fxRate: number | null;
                                id: string;
                                /** @enum {string} */
                                method: "Bank Transfer" | "Wire Transfer" | "ACH";
                                reference: string | null;
                                /** @enum {string} */
                                status: "completed" | "pending" | "failed";
                                supplier: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    screeningStatus: "not_screened" | "clear" | "hit" | "dismissed";
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            payment: {
                                amountMinor: number;
                                approvalReasons: string[];
                                approvals: {
                                    /** Format: date-time */
                                    at: string;
                                    id: string;
                                    name: string;
                                }[];
                                approvalsRequired: number;
                                /** @enum {string} */
                                approvalStatus: "not_required" | "awaiting" | "approved" | "rejected";
                                approvedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                approversMissing: number;
                                baseAmountMinor: number | null;
                                canApprove: boolean;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                /** Format: date-time */
                                date: string;
                                events: {
                                    /** Format: date-time */
                                    at: string;
                                    by: string | null;
                                    event: string;
                                    note: string | null;
                                }[];
                                failureReason: string | null;
                                feeMinor: number | null;
                                fxRate: number | null;
                                id: string;
                                /** @enum {string} */
                                method: "Bank Transfer" | "Wire Transfer" | "ACH";
                                reference: string | null;
                                /** @enum {string} */
                                status: "completed" | "pending" | "failed";
                                supplier: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    screeningStatus: "not_screened" | "clear" | "hit" | "dismissed";
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payment with its full timeline (View Details) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            payment: {
                                amountMinor: number;
                                approvalReasons: string[];
                                approvals: {
                                    /** Format: date-time */
                                    at: string;
                                    id: string;
                                    name: string;
                                }[];
                                approvalsRequired: number;
                                /** @enum {string} */
                                approvalStatus: "not_required" | "awaiting" | "approved" | "rejected";
                                approvedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                approversMissing: number;
                                baseAmountMinor: number | null;
                                canApprove: boolean;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                /** Format: date-time */
                                date: string;
                                events: {
                                    /** Format: date-time */
                                    at: string;
                                    by: string | null;
                                    event: string;
                                    note: string | null;
                                }[];
                                failureReason: string | null;
                                feeMinor: number | null;
                                fxRate: number | null;
                                id: string;
                                /** @enum {string} */
                                method: "Bank Transfer" | "Wire Transfer" | "ACH";
                                reference: string | null;
                                /** @enum {string} */
                                status: "completed" | "pending" | "failed";
                                supplier: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    screeningStatus: "not_screened" | "clear" | "hit" | "dismissed";
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{paymentId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a payment awaiting approval ('Payment Approval', not its creator); it is then submitted */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            payment: {
                                amountMinor: number;
                                approvalReasons: string[];
                                approvals: {
                                    /** Format: date-time */
                                    at: string;
                                    id: string;
                                    name: string;
                                }[];
                                approvalsRequired: number;
                                /** @enum {string} */
                                approvalStatus: "not_required" | "awaiting" | "approved" | "rejected";
                                approvedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                approversMissing: number;
                                baseAmountMinor: number | null;
                                canApprove: boolean;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                /** Format: date-time */
                                date: string;
                                events: {
                                    /** Format: date-time */
                                    at: string;
                                    by: string | null;
                                    event: string;
                                    note: string | null;
                                }[];
                                failureReason: string | null;
                                feeMinor: number | null;
                                fxRate: number | null;
                                id: string;
                                /** @enum {string} */
                                method: "Bank Transfer" | "Wire Transfer" | "ACH";
                                reference: string | null;
                                /** @enum {string} */
                                status: "completed" | "pending" | "failed";
                                supplier: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    screeningStatus: "not_screened" | "clear" | "hit" | "dismissed";
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{paymentId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a payment awaiting approval, with the reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            payment: {
                                amountMinor: number;
                                approvalReasons: string[];
                                approvals: {
                                    /** Format: date-time */
                                    at: string;
                                    id: string;
                                    name: string;
                                }[];
                                approvalsRequired: number;
                                /** @enum {string} */
                                approvalStatus: "not_required" | "awaiting" | "approved" | "rejected";
                                approvedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                approversMissing: number;
                                baseAmountMinor: number | null;
                                canApprove: boolean;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                /** Format: date-time */
                                date: string;
                                events: {
                                    /** Format: date-time */
                                    at: string;
                                    by: string | null;
                                    event: string;
                                    note: string | null;
                                }[];
                                failureReason: string | null;
                                feeMinor: number | null;
                                fxRate: number | null;
                                id: string;
                                /** @enum {string} */
                                method: "Bank Transfer" | "Wire Transfer" | "ACH";
                                reference: string | null;
                                /** @enum {string} */
                                status: "completed" | "pending" | "failed";
                                supplier: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    screeningStatus: "not_screened" | "clear" | "hit" | "dismissed";
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's payment batches, newest first (the latest 50) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                approvalReasons: ("over_threshold" | "first_payment" | "new_bank_details" | "country_mismatch")[];
                                approvals: {
                                    /** Format: date-time */
                                    at: string;
                                    id: string;
                                    name: string;
                                }[];
                                approvalsRequired: number;
                                approversMissing: number;
                                baseCurrency: string;
                                baseTotalMinor: number;
                                canApprove: boolean;
                                /** Format: date-time */
                                completedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                fileName: string;
                                id: string;
                                progress: {
                                    failed: number;
                                    pending: number;
                                    settled: number;
                                };
                                rejectionReason: string | null;
                                rowCount: number;
                                /** @enum {string} */
                                status: "awaiting_approval" | "processing" | "completed" | "rejected";
                                totals: {
                                    amountMinor: number;
                                    currency: string;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a batch from the valid rows of a file (multipart `file`); the same file again is 409 duplicate */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            batch: {
                                approvalReasons: ("over_threshold" | "first_payment" | "new_bank_details" | "country_mismatch")[];
                                approvals: {
                                    /** Format: date-time */
                                    at: string;
                                    id: string;
                                    name: string;
                                }[];
                                approvalsRequired: number;
                                approversMissing: number;
                                baseCurrency: string;
                                baseTotalMinor: number;
                                canApprove: boolean;
                                /** Format: date-time */
                                completedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                fileName: string;
                                id: string;
                                progress: {
                                    failed: number;
                                    pending: number;
                                    settled: number;
                                };
                                rejectionReason: string | null;
                                rowCount: number;
                                /** @enum {string} */
                                status: "awaiting_approval" | "processing" | "completed" | "rejected";
                                totals: {
                                    amountMinor: number;
                                    currency: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/batches/{batchId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One batch with its approvals and settlement progress */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    batchId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            batch: {
                                approvalReasons: ("over_threshold" | "first_payment" | "new_bank_details" | "country_mismatch")[];
                                approvals: {
                                    /** Format: date-time */
                                    at: string;
                                    id: string;
                                    name: string;
                                }[];
                                approvalsRequired: number;
                                approversMissing: number;
                                baseCurrency: string;
                                baseTotalMinor: number;
                                canApprove: boolean;
                                /** Format: date-time */
                                completedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                fileName: string;
                                id: string;
                                progress: {
                                    failed: number;
                                    pending: number;
                                    settled: number;
                                };
                                rejectionReason: string | null;
                                rowCount: number;
                                /** @enum {string} */
                                status: "awaiting_approval" | "processing" | "completed" | "rejected";
                                totals: {
                                    amountMinor: number;
                                    currency: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/batches/{batchId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a batch awaiting approval ('Payment Approval', not its maker); its rows then settle */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    batchId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            batch: {
                                approvalReasons: ("over_threshold" | "first_payment" | "new_bank_details" | "country_mismatch")[];
                                approvals: {
                                    /** Format: date-time */
                                    at: string;
                                    id: string;
                                    name: string;
                                }[];
                                approvalsRequired: number;
                                approversMissing: number;
                                baseCurrency: string;
                                baseTotalMinor: number;
                                canApprove: boolean;
                                /** Format: date-time */
                                completedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                fileName: string;
                                id: string;
                                progress: {
                                    failed: number;
                                    pending: number;
                                    settled: number;
                                };
                                rejectionReason: string | null;
                                rowCount: number;
                                /** @enum {string} */
                                status: "awaiting_approval" | "processing" | "completed" | "rejected";
                                totals: {
                                    amountMinor: number;
                                    currency: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/batches/{batchId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a batch awaiting approval, with the reason: none of its rows is paid */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    batchId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            batch: {
                                approvalReasons: ("over_threshold" | "first_payment" | "new_bank_details" | "country_mismatch")[];
                                approvals: {
                                    /** Format: date-time */
                                    at: string;
                                    id: string;
                                    name: string;
                                }[];
                                approvalsRequired: number;
                                approversMissing: number;
                                baseCurrency: string;
                                baseTotalMinor: number;
                                canApprove: boolean;
                                /** Format: date-time */
                                completedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                fileName: string;
                                id: string;
                                progress: {
                                    failed: number;
                                    pending: number;
                                    settled: number;
                                };
                                rejectionReason: string | null;
                                rowCount: number;
                                /** @enum {string} */
                                status: "awaiting_approval" | "processing" | "completed" | "rejected";
                                totals: {
                                    amountMinor: number;
                                    currency: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/batches/{batchId}/result.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A batch's rows with their outcome: row, supplier, amount, currency, status, payment id, reason */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    batchId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/batches/template.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A batch file to fill in: the header row and two example rows with your suppliers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/batches/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a batch file (multipart `file`: CSV or XLSX, at most 1,000 rows) row by row; nothing is created */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            approvalReasons: ("over_threshold" | "first_payment" | "new_bank_details" | "country_mismatch")[];
                            approvalsRequired: number;
                            approversMissing: number;
                            baseCurrency: string;
                            baseTotalMinor: number;
                            duplicateOf: {
                                /** Format: date-time */
                                createdAt: string;
                                fileName: string;
                                id: string;
                            } | null;
                            fileName: string;
                            invalidCount: number;
                            rowCount: number;
                            rows: {
                                errors: {
                                    /** @enum {string} */
                                    code: "formula" | "control" | "too_long" | "supplier_required" | "supplier_unknown" | "supplier_ambiguous" | "supplier_pending" | "supplier_rejected" | "supplier_sanctions_hit" | "currency_required" | "currency_unknown" | "rates_unavailable" | "no_rate" | "amount_required" | "amount_format" | "amount_precision" | "amount_not_positive" | "amount_too_large" | "method_invalid" | "value_date_invalid" | "duplicate_paid" | "duplicate_row";
                                    column: ("supplier" | "amount" | "currency" | "method" | "reference" | "valueDate") | "row";
                                    message: string;
                                    params: {
                                        [key: string]: string | number;
                                    };
                                }[];
                                parsed: {
                                    amountMinor: number;
                                    baseAmountMinor: number;
                                    currency: string;
                                    feeMinor: number;
                                    /** @enum {string} */
                                    method: "Bank Transfer" | "Wire Transfer" | "ACH";
                                    reference: string | null;
                                    supplierId: string;
                                    supplierName: string;
                                    /** Format: date */
                                    valueDate: string;
                                } | null;
                                row: number;
                                values: {
                                    amount: string;
                                    currency: string;
                                    method: string;
                                    reference: string;
                                    supplier: string;
                                    valueDate: string;
                                };
                            }[];
                            totals: {
                                amountMinor: number;
                                currency: string;
                            }[];
                            validCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recent Transactions as CSV, with the same filters as the list */
        get: {
            parameters: {
                query?: {
                    approval?: "not_required" | "awaiting" | "approved" | "rejected";
                    method?: "Bank Transfer" | "Wire Transfer" | "ACH";
                    q?: string;
                    status?: "completed" | "pending" | "failed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What sending would cost: FX rate, base amount, fee and whether approval is needed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        currency: string;
                        /** @enum {string} */
                        method: "Bank Transfer" | "Wire Transfer" | "ACH";
                        supplierId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amountMinor: number;
                            approvalReasons: ("over_threshold" | "first_payment" | "new_bank_details" | "country_mismatch")[];
                            approvalRequired: boolean;
                            approvalsRequired: number;
                            approversAvailable: number;
                            approversMissing: number;
                            baseAmountMinor: number;
                            baseCurrency: string;
                            currency: string;
                            feeMinor: number;
                            fxRate: number | null;
                            notedReasons: ("over_threshold" | "first_payment" | "new_bank_details" | "country_mismatch")[];
                            /** Format: date-time */
                            ratesAsOf: string | null;
                            totalBaseMinor: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's base currency and payment approval bands */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            approvalTiers: {
                                approvers: number;
                                fromMinor: number;
                            }[];
                            baseCurrency: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in profile, whatever its state (the web app routes on it) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profile: {
                                businessName: string;
                                /** @enum {string} */
                                colorScheme: "system" | "light" | "dark";
                                /** Format: date-time */
                                createdAt: string;
                                demoMode: boolean;
                                email: string;
                                fullName: string | null;
                                id: string;
                                isAdmin: boolean;
                                organisation: {
                                    id: string;
                                    name: string;
                                };
                                permissions: ("Supplier Management" | "Payment Approval" | "Team Management" | "Financial Reports" | "FX Management" | "Risk Assessment" | "Compliance Management" | "Audit Logs")[];
                                readOnly: boolean;
                                rejectionReason: string | null;
                                role: string;
                                /** @enum {string} */
                                status: "pending" | "rejected" | "demo" | "approved";
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's 20 most recent reports, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reports: {
                                /** Format: date-time */
                                completedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                error: string | null;
                                files: {
                                    pdf: string;
                                    xlsx: string;
                                } | null;
                                id: string;
                                /** @enum {string} */
                                kind: "risk";
                                progress: number;
                                /** @enum {string} */
                                range: "24h" | "7d" | "30d" | "90d";
                                /** @enum {string} */
                                status: "queued" | "running" | "completed" | "failed";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Export a risk report (PDF and XLSX) for a time range; progress follows as `report:updated` */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default 7d
                         * @enum {string}
                         */
                        range?: "24h" | "7d" | "30d" | "90d";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            report: {
                                /** Format: date-time */
                                completedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                error: string | null;
                                files: {
                                    pdf: string;
                                    xlsx: string;
                                } | null;
                                id: string;
                                /** @enum {string} */
                                kind: "risk";
                                progress: number;
                                /** @enum {string} */
                                range: "24h" | "7d" | "30d" | "90d";
                                /** @enum {string} */
                                status: "queued" | "running" | "completed" | "failed";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{reportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One report of the organisation */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reportId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            report: {
                                /** Format: date-time */
                                completedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                error: string | null;
                                files: {
                                    pdf: string;
                                    xlsx: string;
                                } | null;
                                id: string;
                                /** @enum {string} */
                                kind: "risk";
                                progress: number;
                                /** @enum {string} */
                                range: "24h" | "7d" | "30d" | "90d";
                                /** @enum {string} */
                                status: "queued" | "running" | "completed" | "failed";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{reportId}/files/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a completed report as PDF or XLSX (needs Financial Reports) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    format: "pdf" | "xlsx";
                    reportId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file (application/pdf or XLSX) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{reportId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Build a failed report again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reportId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            report: {
                                /** Format: date-time */
                                completedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                error: string | null;
                                files: {
                                    pdf: string;
                                    xlsx: string;
                                } | null;
                                id: string;
                                /** @enum {string} */
                                kind: "risk";
                                progress: number;
                                /** @enum {string} */
                                range: "24h" | "7d" | "30d" | "90d";
                                /** @enum {string} */
                                status: "queued" | "running" | "completed" | "failed";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person's account settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            settings: {
                                companyName: string;
                                /** @enum {string} */
                                defaultCurrency: "USD" | "EUR" | "GBP" | "JPY";
                                email: string;
                                emailNotifications: boolean;
                                fullName: string | null;
                                /** @enum {string} */
                                language: "en" | "zh" | "es";
                                pendingEmail: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update profile information and preferences; a new e-mail address waits for its verification link */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        colorScheme?: "system" | "light" | "dark";
                        companyName?: string;
                        currentPassword?: string;
                        /** @enum {string} */
                        defaultCurrency?: "USD" | "EUR" | "GBP" | "JPY";
                        /** Format: email */
                        email?: string;
                        emailNotifications?: boolean;
                        fullName?: string;
                        /** @enum {string} */
                        language?: "en" | "zh" | "es";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            settings: {
                                companyName: string;
                                /** @enum {string} */
                                defaultCurrency: "USD" | "EUR" | "GBP" | "JPY";
                                email: string;
                                emailNotifications: boolean;
                                fullName: string | null;
                                /** @enum {string} */
                                language: "en" | "zh" | "es";
                                pendingEmail: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/settings/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password; every other session of the account is signed out */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's suppliers, newest first: search by name, country or category; filters */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    risk?: "Low" | "Medium" | "High";
                    status?: "verified" | "pending" | "rejected";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            suppliers: {
                                category: string;
                                countryCode: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                id: string;
                                location: string;
                                name: string;
                                /** @enum {string} */
                                riskScore: "Low" | "Medium" | "High";
                                /** @enum {string} */
                                screeningStatus: "not_screened" | "clear" | "hit" | "dismissed";
                                /** @enum {string} */
                                status: "verified" | "pending" | "rejected";
                                /** Format: date-time */
                                verificationDate: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** 'Add New': a pending supplier, with its country and bank details checked */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address: string;
                        bankAccountNumber?: string;
                        bankIban?: string;
                        bankSwift?: string;
                        category: string;
                        /** Format: email */
                        contactEmail: string;
                        countryCode: string;
                        name: string;
                        registrationNumber: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            supplier: {
                                address: string | null;
                                bankAccount: string | null;
                                canDismissHits: boolean;
                                canReview: boolean;
                                category: string;
                                contactEmail: string | null;
                                countryCode: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                documents: {
                                    downloadUrl: string | null;
                                    /** Format: date-time */
                                    expiresAt: string | null;
                                    id: string;
                                    mimeType: string;
                                    name: string;
                                    sizeBytes: number;
                                    /** @enum {string} */
                                    status: "valid" | "expired" | "pending_review";
                                    /** @enum {string} */
                                    type: "document" | "license" | "certification" | "financial_statement";
                                    /** Format: date-time */
                                    uploadedAt: string;
                                }[];
                                financials: {
                                    currency: string | null;
                                    growthPercent: number | null;
                                    marketSharePercent: number | null;
                                    profitMarginPercent: number | null;
                                    revenueMinor: number | null;
                                };
                                id: string;
                                keyPeople: {
                                    imageUrl: string | null;
                                    name: string;
                                    /** @enum {string} */
                                    risk: "low" | "medium" | "high";
                                    role: string;
                                    stakePercent: number;
                                }[];
                                location: string;
                                name: string;
                                needsAnotherReviewer: boolean;
                                registrationNumber: string | null;
                                rejectionReason: string | null;
                                /** @enum {string} */
                                reviewMode: "four_eyes" | "single_reviewer";
                                riskInputs: {
                                    /** @enum {string} */
                                    countryRisk: "Low" | "Medium" | "High";
                                    documentCompletenessPercent: number;
                                    explanation: string;
                                    points: number;
                                    /** @enum {string} */
                                    screening: "not_screened" | "clear" | "hit" | "dismissed";
                                    /** @enum {string} */
                                    verification: "verified" | "pending" | "rejected";
                                };
                                riskMetrics: {
                                    category: string;
                                    changePercent: number;
                                    score: number;
                                    /** @enum {string} */
                                    trend: "up" | "down" | "stable";
                                }[];
                                /** @enum {string} */
                                riskScore: "Low" | "Medium" | "High";
                                screeningHits: {
                                    dismissedReason: string | null;
                                    entry: {
                                        aliases: string[];
                                        country: string | null;
                                        externalId: string;
                                        /** @enum {string} */
                                        list: "ofac" | "un";
                                        name: string;
                                        partyType: string;
                                        programs: string | null;
                                    };
                                    id: string;
                                    score: number;
                                    /** @enum {string} */
                                    status: "open" | "dismissed";
                                    subjectName: string;
                                    /** @enum {string} */
                                    subjectType: "supplier" | "key_person";
                                }[];
                                /** @enum {string} */
                                screeningStatus: "not_screened" | "clear" | "hit" | "dismissed";
                                /** @enum {string} */
                                status: "verified" | "pending" | "rejected";
                                /** Format: date-time */
                                verificationDate: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{supplierId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One supplier of the organisation, with people, financials, documents and risk inputs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            supplier: {
                                address: string | null;
                                bankAccount: string | null;
                                canDismissHits: boolean;
                                canReview: boolean;
                                category: string;
                                contactEmail: string | null;
                                countryCode: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                documents: {
                                    downloadUrl: string | null;
                                    /** Format: date-time */
                                    expiresAt: string | null;
                                    id: string;
                                    mimeType: string;
                                    name: string;
                                    sizeBytes: number;
                                    /** @enum {string} */
                                    status: "valid" | "expired" | "pending_review";
                                    /** @enum {string} */
                                    type: "document" | "license" | "certification" | "financial_statement";
                                    /** Format: date-time */
                                    uploadedAt: string;
                                }[];
                                financials: {
                                    currency: string | null;
                                    growthPercent: number | null;
                                    marketSharePercent: number | null;
                                    profitMarginPercent: number | null;
                                    revenueMinor: number | null;
                                };
                                id: string;
                                keyPeople: {
                                    imageUrl: string | null;
                                    name: string;
                                    /** @enum {string} */
                                    risk: "low" | "medium" | "high";
                                    role: string;
                                    stakePercent: number;
                                }[];
                                location: string;
                                name: string;
                                needsAnotherReviewer: boolean;
                                registrationNumber: string | null;
                                rejectionReason: string | null;
                                /** @enum {string} */
                                reviewMode: "four_eyes" | "single_reviewer";
                                riskInputs: {
                                    /** @enum {string} */
                                    countryRisk: "Low" | "Medium" | "High";
                                    documentCompletenessPercent: number;
                                    explanation: string;
                                    points: number;
                                    /** @enum {string} */
                                    screening: "not_screened" | "clear" | "hit" | "dismissed";
                                    /** @enum {string} */
                                    verification: "verified" | "pending" | "rejected";
                                };
                                riskMetrics: {
                                    category: string;
                                    changePercent: number;
                                    score: number;
                                    /** @enum {string} */
                                    trend: "up" | "down" | "stable";
                                }[];
                                /** @enum {string} */
                                riskScore: "Low" | "Medium" | "High";
                                screeningHits: {
                                    dismissedReason: string | null;
                                    entry: {
                                        aliases: string[];
                                        country: string | null;
                                        externalId: string;
                                        /** @enum {string} */
                                        list: "ofac" | "un";
                                        name: string;
                                        partyType: string;
                                        programs: string | null;
                                    };
                                    id: string;
                                    score: number;
                                    /** @enum {string} */
                                    status: "open" | "dismissed";
                                    subjectName: string;
                                    /** @enum {string} */
                                    subjectType: "supplier" | "key_person";
                                }[];
                                /** @enum {string} */
                                screeningStatus: "not_screened" | "clear" | "hit" | "dismissed";
                                /** @enum {string} */
                                status: "verified" | "pending" | "rejected";
                                /** Format: date-time */
                                verificationDate: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{supplierId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A supplier's documents, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            documents: {
                                downloadUrl: string | null;
                                /** Format: date-time */
                                expiresAt: string | null;
                                id: string;
                                mimeType: string;
                                name: string;
                                sizeBytes: number;
                                /** @enum {string} */
                                status: "valid" | "expired" | "pending_review";
                                /** @enum {string} */
                                type: "document" | "license" | "certification" | "financial_statement";
                                /** Format: date-time */
                                uploadedAt: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Upload a document (multipart: file, type, optional expiresAt): PDF, PNG or JPEG */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            document: {
                                downloadUrl: string | null;
                                /** Format: date-time */
                                expiresAt: string | null;
                                id: string;
                                mimeType: string;
                                name: string;
                                sizeBytes: number;
                                /** @enum {string} */
                                status: "valid" | "expired" | "pending_review";
                                /** @enum {string} */
                                type: "document" | "license" | "certification" | "financial_statement";
                                /** Format: date-time */
                                uploadedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{supplierId}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a document and its file */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    documentId: string;
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{supplierId}/documents/{documentId}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a document (members of the owning organisation only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    documentId: string;
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file (PDF, PNG or JPEG) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{supplierId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending supplier with a reason (same rules as verify) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            supplier: {
                                address: string | null;
                                bankAccount: string | null;
                                canDismissHits: boolean;
                                canReview: boolean;
                                category: string;
                                contactEmail: string | null;
                                countryCode: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                documents: {
                                    downloadUrl: string | null;
                                    /** Format: date-time */
                                    expiresAt: string | null;
                                    id: string;
                                    mimeType: string;
                                    name: string;
                                    sizeBytes: number;
                                    /** @enum {string} */
                                    status: "valid" | "expired" | "pending_review";
                                    /** @enum {string} */
                                    type: "document" | "license" | "certification" | "financial_statement";
                                    /** Format: date-time */
                                    uploadedAt: string;
                                }[];
                                financials: {
                                    currency: string | null;
                                    growthPercent: number | null;
                                    marketSharePercent: number | null;
                                    profitMarginPercent: number | null;
                                    revenueMinor: number | null;
                                };
                                id: string;
                                keyPeople: {
                                    imageUrl: string | null;
                                    name: string;
                                    /** @enum {string} */
                                    risk: "low" | "medium" | "high";
                                    role: string;
                                    stakePercent: number;
                                }[];
                                location: string;
                                name: string;
                                needsAnotherReviewer: boolean;
                                registrationNumber: string | null;
                                rejectionReason: string | null;
                                /** @enum {string} */
                                reviewMode: "four_eyes" | "single_reviewer";
                                riskInputs: {
                                    /** @enum {string} */
                                    countryRisk: "Low" | "Medium" | "High";
                                    documentCompletenessPercent: number;
                                    explanation: string;
                                    points: number;
                                    /** @enum {string} */
                                    screening: "not_screened" | "clear" | "hit" | "dismissed";
                                    /** @enum {string} */
                                    verification: "verified" | "pending" | "rejected";
                                };
                                riskMetrics: {
                                    category: string;
                                    changePercent: number;
                                    score: number;
                                    /** @enum {string} */
                                    trend: "up" | "down" | "stable";
                                }[];
                                /** @enum {string} */
                                riskScore: "Low" | "Medium" | "High";
                                screeningHits: {
                                    dismissedReason: string | null;
                                    entry: {
                                        aliases: string[];
                                        country: string | null;
                                        externalId: string;
                                        /** @enum {string} */
                                        list: "ofac" | "un";
                                        name: string;
                                        partyType: string;
                                        programs: string | null;
                                    };
                                    id: string;
                                    score: number;
                                    /** @enum {string} */
                                    status: "open" | "dismissed";
                                    subjectName: string;
                                    /** @enum {string} */
                                    subjectType: "supplier" | "key_person";
                                }[];
                                /** @enum {string} */
                                screeningStatus: "not_screened" | "clear" | "hit" | "dismissed";
                                /** @enum {string} */
                                status: "verified" | "pending" | "rejected";
                                /** Format: date-time */
                                verificationDate: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{supplierId}/screen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Screen the supplier and its key people against the sanctions lists now */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hits: {
                                dismissedReason: string | null;
                                entry: {
                                    aliases: string[];
                                    country: string | null;
                                    externalId: string;
                                    /** @enum {string} */
                                    list: "ofac" | "un";
                                    name: string;
                                    partyType: string;
                                    programs: string | null;
                                };
                                id: string;
                                score: number;
                                /** @enum {string} */
                                status: "open" | "dismissed";
                                subjectName: string;
                                /** @enum {string} */
                                subjectType: "supplier" | "key_person";
                            }[];
                            /** @enum {string} */
                            screeningStatus: "not_screened" | "clear" | "hit" | "dismissed";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{supplierId}/screening-hits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The supplier's possible sanctions matches, best first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hits: {
                                dismissedReason: string | null;
                                entry: {
                                    aliases: string[];
                                    country: string | null;
                                    externalId: string;
                                    /** @enum {string} */
                                    list: "ofac" | "un";
                                    name: string;
                                    partyType: string;
                                    programs: string | null;
                                };
                                id: string;
                                score: number;
                                /** @enum {string} */
                                status: "open" | "dismissed";
                                subjectName: string;
                                /** @enum {string} */
                                subjectType: "supplier" | "key_person";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{supplierId}/screening-hits/{hitId}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss a possible match as a false positive, with the reason (kept across re-screening) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    hitId: string;
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hit: {
                                dismissedReason: string | null;
                                entry: {
                                    aliases: string[];
                                    country: string | null;
                                    externalId: string;
                                    /** @enum {string} */
                                    list: "ofac" | "un";
                                    name: string;
                                    partyType: string;
                                    programs: string | null;
                                };
                                id: string;
                                score: number;
                                /** @enum {string} */
                                status: "open" | "dismissed";
                                subjectName: string;
                                /** @enum {string} */
                                subjectType: "supplier" | "key_person";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{supplierId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify a pending supplier (needs Supplier Management or Risk Assessment; not its creator) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            supplier: {
                                address: string | null;
                                bankAccount: string | null;
                                canDismissHits: boolean;
                                canReview: boolean;
                                category: string;
                                contactEmail: string | null;
                                countryCode: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                documents: {
                                    downloadUrl: string | null;
                                    /** Format: date-time */
                                    expiresAt: string | null;
                                    id: string;
                                    mimeType: string;
                                    name: string;
                                    sizeBytes: number;
                                    /** @enum {string} */
                                    status: "valid" | "expired" | "pending_review";
                                    /** @enum {string} */
                                    type: "document" | "license" | "certification" | "financial_statement";
                                    /** Format: date-time */
                                    uploadedAt: string;
                                }[];
                                financials: {
                                    currency: string | null;
                                    growthPercent: number | null;
                                    marketSharePercent: number | null;
                                    profitMarginPercent: number | null;
                                    revenueMinor: number | null;
                                };
                                id: string;
                                keyPeople: {
                                    imageUrl: string | null;
                                    name: string;
                                    /** @enum {string} */
                                    risk: "low" | "medium" | "high";
                                    role: string;
                                    stakePercent: number;
                                }[];
                                location: string;
                                name: string;
                                needsAnotherReviewer: boolean;
                                registrationNumber: string | null;
                                rejectionReason: string | null;
                                /** @enum {string} */
                                reviewMode: "four_eyes" | "single_reviewer";
                                riskInputs: {
                                    /** @enum {string} */
                                    countryRisk: "Low" | "Medium" | "High";
                                    documentCompletenessPercent: number;
                                    explanation: string;
                                    points: number;
                                    /** @enum {string} */
                                    screening: "not_screened" | "clear" | "hit" | "dismissed";
                                    /** @enum {string} */
                                    verification: "verified" | "pending" | "rejected";
                                };
                                riskMetrics: {
                                    category: string;
                                    changePercent: number;
                                    score: number;
                                    /** @enum {string} */
                                    trend: "up" | "down" | "stable";
                                }[];
                                /** @enum {string} */
                                riskScore: "Low" | "Medium" | "High";
                                screeningHits: {
                                    dismissedReason: string | null;
                                    entry: {
                                        aliases: string[];
                                        country: string | null;
                                        externalId: string;
                                        /** @enum {string} */
                                        list: "ofac" | "un";
                                        name: string;
                                        partyType: string;
                                        programs: string | null;
                                    };
                                    id: string;
                                    score: number;
                                    /** @enum {string} */
                                    status: "open" | "dismissed";
                                    subjectName: string;
                                    /** @enum {string} */
                                    subjectType: "supplier" | "key_person";
                                }[];
                                /** @enum {string} */
                                screeningStatus: "not_screened" | "clear" | "hit" | "dismissed";
                                /** @enum {string} */
                                status: "verified" | "pending" | "rejected";
                                /** Format: date-time */
                                verificationDate: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's members and its pending (or expired) invitations */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invites: {
                                /** Format: date-time */
                                createdAt: string;
                                email: string;
                                /** Format: date-time */
                                expiresAt: string;
                                id: string;
                                permissions: ("Supplier Management" | "Payment Approval" | "Team Management" | "Financial Reports" | "FX Management" | "Risk Assessment" | "Compliance Management" | "Audit Logs")[];
                                role: string;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "revoked" | "expired";
                            }[];
                            members: {
                                avatarUrl: string | null;
                                email: string;
                                id: string;
                                isYou: boolean;
                                location: string | null;
                                name: string;
                                permissions: ("Supplier Management" | "Payment Approval" | "Team Management" | "Financial Reports" | "FX Management" | "Risk Assessment" | "Compliance Management" | "Audit Logs")[];
                                phone: string | null;
                                role: string;
                                userId: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add Team Member: e-mails an invitation link valid for 7 days (Team Management) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        permissions: ("Supplier Management" | "Payment Approval" | "Team Management" | "Financial Reports" | "FX Management" | "Risk Assessment" | "Compliance Management" | "Audit Logs")[];
                        role: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invite: {
                                /** Format: date-time */
                                createdAt: string;
                                email: string;
                                /** Format: date-time */
                                expiresAt: string;
                                id: string;
                                permissions: ("Supplier Management" | "Payment Approval" | "Team Management" | "Financial Reports" | "FX Management" | "Risk Assessment" | "Compliance Management" | "Audit Logs")[];
                                role: string;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "revoked" | "expired";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invites/{inviteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a pending invitation (Team Management) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    inviteId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invites/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join the inviting organisation with the invitation's role and permissions */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profile: {
                                businessName: string;
                                /** @enum {string} */
                                colorScheme: "system" | "light" | "dark";
                                /** Format: date-time */
                                createdAt: string;
                                demoMode: boolean;
                                email: string;
                                fullName: string | null;
                                id: string;
                                isAdmin: boolean;
                                organisation: {
                                    id: string;
                                    name: string;
                                };
                                permissions: ("Supplier Management" | "Payment Approval" | "Team Management" | "Financial Reports" | "FX Management" | "Risk Assessment" | "Compliance Management" | "Audit Logs")[];
                                readOnly: boolean;
                                rejectionReason: string | null;
                                role: string;
                                /** @enum {string} */
                                status: "pending" | "rejected" | "demo" | "approved";
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invites/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an invitation link is for, before accepting it */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            organisationName: string;
                            role: string;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "revoked" | "expired";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member from the organisation (Team Management) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    memberId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Edit Profile / Manage Permissions: a member's role, contact details and permissions */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    memberId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        location?: string | null;
                        permissions?: ("Supplier Management" | "Payment Approval" | "Team Management" | "Financial Reports" | "FX Management" | "Risk Assessment" | "Compliance Management" | "Audit Logs")[];
                        phone?: string | null;
                        role?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            member: {
                                avatarUrl: string | null;
                                email: string;
                                id: string;
                                isYou: boolean;
                                location: string | null;
                                name: string;
                                permissions: ("Supplier Management" | "Payment Approval" | "Team Management" | "Financial Reports" | "FX Management" | "Risk Assessment" | "Compliance Management" | "Audit Logs")[];
                                phone: string | null;
                                role: string;
                                userId: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/team/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's policies and what they mean for its team today */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            baseCurrency: string;
                            canEdit: boolean;
                            effective: {
                                approvers: number;
                                /** @enum {string} */
                                supplierVerification: "four_eyes" | "single_reviewer";
                                verifiers: number;
                            };
                            policies: {
                                /**
                                 * @default [
                                 *       {
                                 *         "fromMinor": 0,
                                 *         "approvers": 0
                                 *       },
                                 *       {
                                 *         "fromMinor": 1000000,
                                 *         "approvers": 1
                                 *       }
                                 *     ]
                                 */
                                approvalTiers: {
                                    approvers: number;
                                    fromMinor: number;
                                }[];
                                /**
                                 * @default {
                                 *       "firstPayment": "with_team",
                                 *       "newBankDetails": "with_team",
                                 *       "countryMismatch": "with_team"
                                 *     }
                                 */
                                riskRules: {
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    countryMismatch: "always" | "with_team" | "off";
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    firstPayment: "always" | "with_team" | "off";
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    newBankDetails: "always" | "with_team" | "off";
                                };
                                /**
                                 * @default default
                                 * @enum {string}
                                 */
                                supplierVerification: "default" | "four_eyes" | "single_reviewer";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /** Change the organisation's policies (Team Management); audited with before and after */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default [
                         *       {
                         *         "fromMinor": 0,
                         *         "approvers": 0
                         *       },
                         *       {
                         *         "fromMinor": 1000000,
                         *         "approvers": 1
                         *       }
                         *     ]
                         */
                        approvalTiers?: {
                            approvers: number;
                            fromMinor: number;
                        }[];
                        /**
                         * @default {
                         *       "firstPayment": "with_team",
                         *       "newBankDetails": "with_team",
                         *       "countryMismatch": "with_team"
                         *     }
                         */
                        riskRules?: {
                            /**
                             * @default with_team
                             * @enum {string}
                             */
                            countryMismatch?: "always" | "with_team" | "off";
                            /**
                             * @default with_team
                             * @enum {string}
                             */
                            firstPayment?: "always" | "with_team" | "off";
                            /**
                             * @default with_team
                             * @enum {string}
                             */
                            newBankDetails?: "always" | "with_team" | "off";
                        };
                        /**
                         * @default default
                         * @enum {string}
                         */
                        supplierVerification?: "default" | "four_eyes" | "single_reviewer";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            baseCurrency: string;
                            canEdit: boolean;
                            effective: {
                                approvers: number;
                                /** @enum {string} */
                                supplierVerification: "four_eyes" | "single_reviewer";
                                verifiers: number;
                            };
                            policies: {
                                /**
                                 * @default [
                                 *       {
                                 *         "fromMinor": 0,
                                 *         "approvers": 0
                                 *       },
                                 *       {
                                 *         "fromMinor": 1000000,
                                 *         "approvers": 1
                                 *       }
                                 *     ]
                                 */
                                approvalTiers: {
                                    approvers: number;
                                    fromMinor: number;
                                }[];
                                /**
                                 * @default {
                                 *       "firstPayment": "with_team",
                                 *       "newBankDetails": "with_team",
                                 *       "countryMismatch": "with_team"
                                 *     }
                                 */
                                riskRules: {
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    countryMismatch: "always" | "with_team" | "off";
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    firstPayment: "always" | "with_team" | "off";
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    newBankDetails: "always" | "with_team" | "off";
                                };
                                /**
                                 * @default default
                                 * @enum {string}
                                 */
                                supplierVerification: "default" | "four_eyes" | "single_reviewer";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspace/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's organisation: suppliers, latest FX rates, recent transactions */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            fxRates: {
                                /** Format: date-time */
                                asOf: string;
                                base: string;
                                quote: string;
                                rate: number;
                                source: string;
                            }[];
                            organisation: {
                                id: string;
                                name: string;
                            };
                            recentTransactions: {
                                amountMinor: number;
                                currency: string;
                                /** Format: date-time */
                                date: string;
                                id: string;
                                /** @enum {string} */
                                method: "Bank Transfer" | "Wire Transfer" | "ACH";
                                /** @enum {string} */
                                status: "completed" | "pending" | "failed";
                                supplierName: string;
                            }[];
                            suppliers: {
                                byStatus: {
                                    [key: string]: number;
                                };
                                items: {
                                    category: string;
                                    id: string;
                                    location: string;
                                    name: string;
                                    /** @enum {string} */
                                    riskScore: "Low" | "Medium" | "High";
                                    /** @enum {string} */
                                    status: "verified" | "pending" | "rejected";
                                }[];
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: PostgreSQL and Redis reachable */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checks: {
                                postgres: {
                                    error?: string;
                                    latencyMs?: number;
                                    /** @enum {string} */
                                    status: "up" | "down";
                                };
                                redis: {
                                    error?: string;
                                    latencyMs?: number;
                                    /** @enum {string} */
                                    status: "up" | "down";
                                };
                            };
                            /** @enum {string} */
                            status: "ready" | "not-ready";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checks: {
                                postgres: {
                                    error?: string;
                                    latencyMs?: number;
                                    /** @enum {string} */
                                    status: "up" | "down";
                                };
                                redis: {
                                    error?: string;
                                    latencyMs?: number;
                                    /** @enum {string} */
                                    status: "up" | "down";
                                };
                            };
                            /** @enum {string} */
                            status: "ready" | "not-ready";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
